import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.Source;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

// Validates an XML file against one or more XSD files with the JDK's own validator (Xerces):
//   java test/xsd/Validate.java document.xml schema.xsd [more.xsd …]
// Prints every error as "line:column message" and exits 1 when there was any.
public class Validate {
  public static void main(String[] args) throws Exception {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    Source[] schemas = new Source[args.length - 1];
    for (int i = 1; i < args.length; i++) schemas[i - 1] = new StreamSource(new File(args[i]));
    Validator validator = factory.newSchema(schemas).newValidator();
    List<String> errors = new ArrayList<>();
    validator.setErrorHandler(new ErrorHandler() {
      public void warning(SAXParseException e) {}
      public void error(SAXParseException e) { errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage()); }
      public void fatalError(SAXParseException e) { errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage()); }
    });
    validator.validate(new StreamSource(new File(args[0])));
    errors.forEach(System.out::println);
    System.exit(errors.isEmpty() ? 0 : 1);
  }
}
