import { CONTACT_LINE } from '../brand';
import type { WhitePaperContent } from './types';

export const nl: WhitePaperContent = {
  locale: 'nl',
  language: 'nl-NL',
  meta: {
    title: 'Bouw je eigen AI-agent voor LinkedIn',
    subject:
      'Een praktische doe-het-zelfgids om tot 70% minder tijd kwijt te zijn aan LinkedIn-content, zonder je eigen stem te verliezen.',
    keywords: ['LinkedIn', 'AI-agent', 'contentautomatisering', 'no-code', 'Granite Digital', 'whitepaper'],
  },
  cover: {
    eyebrow: 'Whitepaper · 2025',
    title: 'Bouw je eigen AI-agent voor LinkedIn',
    subtitle:
      'Een praktische doe-het-zelfgids om tot 70% minder tijd kwijt te zijn aan LinkedIn-content, zonder je eigen stem te verliezen.',
    highlightsTitle: 'In deze gids',
    highlights: [
      { value: 'Tot 70%', text: 'minder tijd aan LinkedIn-content: wat onze klanten doorgaans zien zodra de workflow goed loopt.' },
      { value: '4 bouwstenen', text: 'Bronnen, concepten in jouw stijl, menselijke controle en inplannen, met gangbare tools en zonder code.' },
      { value: '30 dagen', text: 'Een invoeringsplan week voor week, kant-en-klare promptsjablonen en een checklist voordat je publiceert.' },
    ],
    audience:
      '**Geschreven voor** ondernemers, consultants en marketingteams die regelmatig zichtbaar willen zijn op LinkedIn zonder hun avonden op te offeren, en zonder hun reputatie aan een robot over te laten.',
    offices: 'Granite Digital · Aberdeen · Slough',
  },
  labels: {
    contents: 'Inhoud',
    pageOf: 'Pagina {page} van {total}',
    footerTitle: 'AI-agent voor LinkedIn: doe-het-zelfgids',
    prompt: 'Promptsjabloon',
  },
  intro: {
    id: 'at-a-glance',
    heading: 'In het kort',
    blocks: [
      {
        kind: 'paragraph',
        text: 'LinkedIn beloont mensen die regelmatig iets nuttigs te zeggen hebben. Voor de meeste ondernemers, consultants en marketingteams is het probleem geen gebrek aan ideeën. Het zijn de uren die verdwijnen tussen een idee en een gepubliceerde post die ook echt als jij klinkt.',
      },
      {
        kind: 'paragraph',
        text: 'Deze whitepaper laat zien hoe je een kleine, praktische AI-agent bouwt die het repetitieve deel van dat werk overneemt. Hij verzamelt je ruwe materiaal, schrijft concepten in jouw stijl, legt elk concept ter goedkeuring aan je voor en plant de definitieve post in. Jij blijft de auteur; de agent doet het voorwerk.',
      },
      {
        kind: 'stat',
        value: 'Tot 70%',
        label: 'minder tijd aan LinkedIn-content',
        text: 'Dat is wat onze klanten doorgaans zien zodra de workflow goed loopt. Jouw eigen resultaat hangt af van hoe vaak je post, hoeveel je zelf wilt redigeren en hoe goed je bronmateriaal is. Daarom laat hoofdstuk 07 zien hoe je het zelf meet.',
      },
      {
        kind: 'paragraph',
        text: 'Je hoeft niet te programmeren. Alles wat hier staat, bouw je met tools waar veel teams al voor betalen: een online spreadsheet, een automatiseringsplatform waarmee je zonder code werkt, toegang tot een groot taalmodel (LLM) en een planningstool. Reken op een paar geconcentreerde werksessies voor de eerste versie en daarna ongeveer 30 dagen om er een gewoonte van te maken.',
      },
    ],
  },
  sections: [
    {
      id: 'why-time',
      heading: 'Waarom LinkedIn-content zoveel tijd kost',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vraag iemand die regelmatig post waar de LinkedIn-tijd naartoe gaat, en het antwoord is zelden ‘typen’. Het schrijven zelf gaat vaak het snelst. De tijd gaat op aan alles eromheen:',
        },
        {
          kind: 'bullets',
          items: [
            { lead: 'Iets vinden dat het zeggen waard is.', text: 'Notities, meetings en nieuws doorspitten op zoek naar een invalshoek, meestal op het laatste moment.' },
            { lead: 'Het lege scherm.', text: 'Elke keer bij nul beginnen in plaats van bij een behoorlijke eerste versie.' },
            { lead: 'Herschrijven tot het als jij klinkt.', text: 'Generieke tekst is snel gemaakt en lastig te repareren.' },
            { lead: 'Afwerken.', text: 'Een sterke openingszin, leesbare witregels, een duidelijke call-to-action, zinvolle hashtags.' },
            { lead: 'Goedkeuringen.', text: 'Wachten tot een collega, een klant of de juridische afdeling een post heeft goedgekeurd.' },
            { lead: 'Eraan denken om te posten.', text: 'Een goed moment in de week vinden en dan ook echt publiceren.' },
            { lead: 'Opnieuw beginnen.', text: 'Een sterk idee wordt één keer gebruikt, terwijl het drie of vier posts kan dragen.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Geen van deze taken vraagt je volle aandacht, maar samen hakken ze je week op in kleine, kostbare onderbrekingen. Omdat elke post als een klein project voelt, posten veel mensen met vlagen: drie posts in een goede week en dan een maand niets. Een agent maakt van posten een routine. Ruw materiaal gaat erin, concepten komen eruit, en jouw taak krimpt tot kiezen, redigeren en goedkeuren.',
        },
      ],
    },
    {
      id: 'what-agent-does',
      heading: 'Wat een AI-agent voor LinkedIn echt doet',
      blocks: [
        {
          kind: 'paragraph',
          text: '‘Agent’ is een modewoord, dus laten we precies zijn. In deze gids is een AI-agent voor LinkedIn een kleine geautomatiseerde workflow die met behulp van een LLM een post van ruw idee naar ingepland concept brengt, met een menselijke goedkeuringsstap in het midden. Het is geen automatische piloot die namens jou post, en hij logt nooit als jou in op LinkedIn.',
        },
        {
          kind: 'table',
          columns: ['Taak', 'Zonder agent', 'Met agent'],
          widths: [0.22, 0.39, 0.39],
          rows: [
            ['Ideeën verzamelen', 'Verspreid over notities, inboxen en je geheugen', 'Vastgelegd in één ideeënbak, zodra ze opkomen'],
            ['Eerste versie', 'Vanaf nul geschreven, vaak laat in de week', 'Klaar in jouw stijl, op basis van je eigen materiaal'],
            ['Redigeren', 'Flink herschrijven om toon en opbouw recht te zetten', 'Lichte aanpassingen: feiten, nuance, persoonlijke noot'],
            ['Hergebruiken', 'Gebeurt zelden', 'Eén artikel of presentatie levert meerdere concepten op'],
            ['Publiceren', 'Handmatig en makkelijk vergeten', 'Goedgekeurde posts gaan automatisch in de planning'],
          ],
        },
        {
          kind: 'callout',
          title: 'Wat de agent nooit mag doen',
          text: 'Publiceren zonder jouw goedkeuring, namens jou op reacties antwoorden of berichten versturen, of gegevens van LinkedIn verzamelen via scraping. Deze grenzen houden je account veilig en je reputatie intact.',
        },
      ],
    },
    {
      id: 'architecture',
      heading: 'De architectuur: vier bouwstenen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Elke betrouwbare agent voor LinkedIn volgt dezelfde eenvoudige pijplijn. Houd het in het begin zo simpel; verfijnen kan zodra de basis werkt.',
        },
        {
          kind: 'flow',
          steps: [
            { title: 'Bronnen', text: 'Notities, artikelen, inzichten uit meetings, vragen van klanten' },
            { title: 'AI-concept', text: 'Een LLM schrijft concepten op basis van je stijlprofiel' },
            { title: 'Controle', text: 'Jij redigeert, keurt goed of wijst af' },
            { title: 'Inplannen', text: 'Goedgekeurde posts worden ingepland' },
          ],
          loop: 'Feedbacklus: je aanpassingen en resultaten verbeteren het stijlprofiel en de prompts',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Bronnen.',
              text: 'De output is nooit beter dan de input. De beste bronnen zijn dingen die alleen jij of je bedrijf weet: lessen uit projecten, vragen die klanten steeds weer stellen, je eigen artikelen en presentaties. Alles komt op één plek terecht, de **ideeënbak**, als korte notitie met eventueel een link of transcript.',
            },
            {
              lead: 'Concepten in jouw stijl.',
              text: 'Het LLM krijgt het ruwe idee en je **stijlprofiel**: een beschrijving van één pagina van hoe je schrijft, gebaseerd op je beste posts. Het stijlprofiel maakt het verschil tussen een nuttige agent en een willekeurige tekstgenerator.',
            },
            {
              lead: 'Menselijke controle.',
              text: 'Elk concept komt in een controlewachtrij. Jij checkt de feiten, voegt details toe die alleen jij kent, en keurt goed, past aan of wijst af. Deze stap sla je nooit over: hij beschermt je reputatie, en juist hier laat je je expertise zien.',
            },
            {
              lead: 'Inplannen en feedback.',
              text: 'Goedgekeurde posts gaan naar de ingebouwde planningsfunctie van LinkedIn of naar een planningstool die via de officiële LinkedIn-API publiceert. Noteer hoe elke post het deed en wat je bij de controle hebt aangepast; die notities maken het stijlprofiel en de prompts maand na maand beter.',
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      heading: 'Stap voor stap: bouw je agent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Je hebt vier soorten tools nodig, die breed beschikbaar zijn en vaak gratis of in een instapabonnement: een **LLM** (als chatassistent en via de API), een **online spreadsheet** of eenvoudige database, een **automatiseringsplatform** waarmee je zonder code werkt en een **planningstool**. We beschrijven ze bewust per type en niet per merk: kies de tools die je organisatie al gebruikt en heeft goedgekeurd.',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Maak je stijlprofiel.',
              text: 'Verzamel 10 tot 20 posts, artikelen of e-mails die je zelf hebt geschreven en waar je trots op bent, en gebruik ze in een AI-chatassistent met de stijlprofielprompt uit hoofdstuk 05. Bewerk het resultaat met de hand tot het leest als een beschrijving van jou. Dit is het waardevolste onderdeel van het hele systeem.',
            },
            {
              lead: 'Richt je ideeënbak in.',
              text: 'Maak in je spreadsheet een tabel met de kolommen datum, idee, bron, soort post, status (nieuw, concept, goedgekeurd, ingepland, gepubliceerd) en concepttekst. Maak het vastleggen van een idee moeiteloos, met een eenvoudig formulier of een doorstuuradres: kost het langer dan 30 seconden, dan stop je er vroeg of laat mee.',
            },
            {
              lead: 'Automatiseer de concepten.',
              text: 'Maak in je automatiseringsplatform een workflow die start zodra er een rij met de status ‘nieuw’ verschijnt. Die stuurt het idee, de bron en je stijlprofiel met de conceptprompt naar het LLM, zet het antwoord in de kolom concepttekst en verandert de status in ‘concept’.',
            },
            {
              lead: 'Bouw de controlestap in.',
              text: 'Controleer direct in de tabel, in een dagelijkse overzichtsmail of in je teamchat. Houd de opties eenvoudig (goedkeuren, aanpassen, afwijzen) en pas de tekst zelf aan in plaats van de machine instructies te geven: jouw aanpassingen zijn het beste trainingsmateriaal dat je hebt.',
            },
            {
              lead: 'Plan in en publiceer.',
              text: 'Plak goedgekeurde concepten in de planningsfunctie van LinkedIn, of laat de automatisering ze doorgeven aan een planningstool die de officiële LinkedIn-koppeling gebruikt. Mik op een vast ritme, bijvoorbeeld twee of drie posts per week.',
            },
            {
              lead: 'Maak de cirkel rond.',
              text: 'Kijk eens per maand welke posts gesprekken op gang brachten, wat je steeds weer aanpaste en welke ideeën je afwees, en werk het stijlprofiel en de prompts daarop bij.',
            },
          ],
        },
      ],
    },
    {
      id: 'prompts',
      heading: 'Promptsjablonen om te kopiëren',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vervang alles tussen [vierkante haken], bewaar de prompts in één gedeeld document en schrijf ze in de taal waarin je post. Let op de instructie om [CONTROLEREN] te schrijven in plaats van feiten te verzinnen: zo worden de gaten van het model zichtbare actiepunten bij jouw controle.',
        },
        {
          kind: 'prompt',
          title: '1 · Je stijlprofiel opstellen',
          text: 'Je bent een redacteur die schrijfstijlen analyseert. Hieronder staan [aantal] LinkedIn-posts die ik heb geschreven. Beschrijf mijn schrijfstijl zo nauwkeurig dat een andere schrijver hem kan nadoen: lengte van zinnen en alinea’s, toon, woorden en uitdrukkingen die ik vaak gebruik, woorden die ik nooit gebruik, hoe ik posts open en afsluit, en hoe ik vragen, emoji’s en hashtags inzet. Sluit af met vijf regels om te schrijven zoals ik. Verzin geen kenmerken die niet uit de voorbeelden blijken.\n\n[Plak hier je posts]',
        },
        {
          kind: 'prompt',
          title: '2 · Een post schrijven op basis van een idee',
          text: 'Je schrijft LinkedIn-posts voor [naam], [functie] bij [bedrijf]. Volg dit stijlprofiel strikt:\n[stijlprofiel]\n\nSchrijf één LinkedIn-post op basis van het idee en de bron hieronder. Doelgroep: [doelgroep]. Doel: [bijv. een gesprek op gang brengen, een les delen]. Lengte: 120 tot 200 woorden. Begin met een specifieke, concrete eerste zin. Gebruik korte alinea’s. Eindig met [call-to-action]. Maximaal [aantal] hashtags. Verzin geen feiten, cijfers, citaten of klantnamen; schrijf [CONTROLEREN] waar iets ontbreekt.\n\nIdee: [idee]\nBron: [notities, transcript of fragment uit een artikel]',
        },
        {
          kind: 'prompt',
          title: '3 · Eén stuk content omzetten in meerdere posts',
          text: 'Hieronder staat een artikel of het transcript van een presentatie van [naam]. Stel vijf verschillende ideeën voor LinkedIn-posts voor die erop gebaseerd zijn, elk met een invalshoek in één zin en de passage waarop het idee steunt. Varieer de vorm: een geleerde les, een tegendraadse mening, een praktische tip, een kort verhaal en een vraag aan je netwerk. Schrijf de posts nog niet.\n\n[tekst]',
        },
        {
          kind: 'prompt',
          title: '4 · Een concept laten beoordelen vóór je controle',
          text: 'Vergelijk dit LinkedIn-concept met het stijlprofiel hieronder. Noem alles wat generiek, overdreven of niet als de auteur klinkt, elke bewering die een bron nodig heeft en alles wat vertrouwelijk zou kunnen zijn. Stel daarna een strakkere versie van de eerste twee regels voor. Herschrijf niet de hele post.\n\nStijlprofiel: [stijlprofiel]\nConcept: [concept]',
        },
      ],
    },
    {
      id: 'guardrails',
      heading: 'Vangrails: kwaliteit, platformregels en data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Een agent die tijd bespaart maar vertrouwen kost, is een slechte ruil. Bouw deze vangrails vanaf dag één in.',
        },
        { kind: 'subheading', text: 'Altijd controleren vóór publicatie' },
        {
          kind: 'paragraph',
          text: 'LLM’s kunnen vloeiende, zelfverzekerde tekst produceren die gewoon niet klopt. Niets gaat live zonder dat een mens het volledig heeft gelezen. Zie de agent als een bekwame assistent wiens werk jij aftekent, niet als een ghostwriter die je nooit controleert.',
        },
        { kind: 'subheading', text: 'Respecteer de regels van LinkedIn' },
        {
          kind: 'bullets',
          items: [
            'Publiceer via LinkedIn zelf of via tools die de officiële LinkedIn-API gebruiken.',
            'Scrape LinkedIn niet en gebruik geen bots of browserextensies die likes, reacties, connectieverzoeken of berichten automatiseren. De gebruikersovereenkomst van LinkedIn verbiedt dit soort automatisering, en accounts die het toch doen, kunnen worden beperkt.',
            'Houd gesprekken menselijk: antwoorden op reacties en privéberichten komen van jou.',
            'Lees de actuele gebruikersovereenkomst en het beleid voor de professionele community zelf; ze worden van tijd tot tijd aangepast.',
          ],
        },
        { kind: 'subheading', text: 'Ga zorgvuldig om met data (AVG en UK GDPR)' },
        {
          kind: 'bullets',
          items: [
            'Plak geen persoonsgegevens van klanten, kandidaten of collega’s in prompts, tenzij je een wettelijke grondslag hebt en ze echt nodig zijn.',
            'Controleer de voorwaarden van je LLM-aanbieder: waar data wordt verwerkt, hoe lang die wordt bewaard en of je invoer mag worden gebruikt om modellen te trainen. Kies bij voorkeur zakelijke abonnementen met een verwerkersovereenkomst.',
            'Houd vertrouwelijke informatie, zoals details van deals, financiële cijfers en onaangekondigde plannen, buiten de ideeënbak.',
            'Vraag toestemming voordat je een klant of collega noemt of tagt, beperk de toegang tot de automatiseringsaccounts en verwijder ruw materiaal dat je niet meer nodig hebt.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'AI gebruiken als schrijfhulp wordt steeds normaler. Waar het om gaat, is dat de meningen, ervaring en feiten echt van jou zijn en dat je achter elk woord staat.',
        },
        {
          kind: 'checklist',
          title: 'Checklist vóór publicatie',
          items: [
            'Alle feiten, cijfers en namen zijn gecontroleerd en er staat nergens meer [CONTROLEREN].',
            'Het klinkt als mij: ik zou dit ook hardop tegen een klant zeggen.',
            'De post bevat geen vertrouwelijke of persoonlijke gegevens die privé moeten blijven.',
            'Iedereen die genoemd of getagd wordt, heeft toestemming gegeven.',
            'De links werken en de call-to-action is duidelijk.',
            'De post heeft echte waarde voor je publiek, niet alleen voor het algoritme.',
          ],
        },
      ],
    },
    {
      id: 'measuring',
      heading: 'De tijdwinst meten',
      blocks: [
        {
          kind: 'paragraph',
          text: '‘Tot 70% minder tijd’ is een belofte die je het best aan je eigen cijfers kunt toetsen. Meten is eenvoudig, maar je moet ermee beginnen voordat je de agent aanzet.',
        },
        {
          kind: 'steps',
          items: [
            { lead: 'Leg een nulmeting vast.', text: 'Noteer in de twee weken vóór de start hoeveel minuten je per post kwijt bent, van eerste idee tot publicatie, inclusief goedkeuringen.' },
            { lead: 'Meet daarna op dezelfde manier.', text: 'Zodra de agent draait, noteer je de minuten voor het vastleggen van ideeën, controleren, redigeren en goedkeuren.' },
            { lead: 'Vergelijk appels met appels.', text: 'Gebruik dezelfde soorten posts en vergelijk gemiddelden over minstens twee weken, geen losse posts.' },
          ],
        },
        {
          kind: 'table',
          columns: ['Meetpunt', 'Hoe je het meet', 'Waarom het telt'],
          widths: [0.24, 0.42, 0.34],
          rows: [
            ['Minuten per post', 'Een tijdkolom in je ideeënbak', 'De kernmaat voor tijdwinst'],
            ['Posts per week', 'Aantal gepubliceerde posts', 'Laat zien of je regelmatiger post'],
            ['Redactie\u00adinspanning', 'Lichte, middelgrote of zware aanpassingen per concept', 'Laat zien of het stijlprofiel werkt'],
            ['Gesprekken', 'Reacties, berichten en aanvragen uit je doelgroep', 'Houdt de focus op resultaat, niet op volume'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'De berekening: (minuten per post vooraf − minuten per post nu) ÷ minuten per post vooraf. Ter illustratie: kostte een post eerst 90 minuten en nu 30, dan bespaar je twee derde van de tijd. Besparingen tot 70% zijn wat onze klanten doorgaans zien zodra de workflow goed loopt; reken erop dat de eerste weken trager gaan terwijl je het stijlprofiel fijnslijpt.',
        },
      ],
    },
    {
      id: 'rollout',
      heading: 'Je invoeringsplan voor 30 dagen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Voer de agent in vier korte fasen in. Weersta de verleiding om in de eerste week alles te automatiseren: een handmatig proces dat werkt, is de beste specificatie voor een geautomatiseerd proces. Na 30 dagen heb je een werkende agent, echte cijfers en een helder beeld van waar hij het meest helpt.',
        },
        {
          kind: 'table',
          columns: ['Dagen', 'Focus', 'Klaar als…'],
          widths: [0.1, 0.53, 0.37],
          rows: [
            ['1–7', 'Begin met je tijdregistratie. Maak je stijlprofiel en bewerk het met de hand. Richt de ideeënbak in en zet er minstens tien ideeën in.', 'de nulmeting loopt en het stijlprofiel als jij klinkt'],
            ['8–14', 'Gebruik de conceptprompt handmatig in een chatassistent. Controleer, redigeer en publiceer twee of drie posts.', 'je posts hebt gepubliceerd die met de prompts zijn geschreven'],
            ['15–21', 'Automatiseer de concepten en de melding voor controle. Koppel het inplannen van goedgekeurde posts.', 'nieuwe ideeën zonder knippen en plakken concepten worden'],
            ['22–30', 'Vergelijk je tijdregistratie met de nulmeting. Werk prompts en stijlprofiel bij op basis van je aanpassingen. Maak afspraken binnen het team.', 'je je tijdwinst kent en een vast wekelijks ritme hebt'],
          ],
        },
        {
          kind: 'checklist',
          title: 'Evaluatie na 30 dagen',
          items: [
            'Gemiddeld aantal minuten per post, voor en na.',
            'Aantal gepubliceerde posts en hoe gelijkmatig ze verspreid waren.',
            'De drie aanpassingen die je het vaakst deed, en de promptwijzigingen die ze voortaan voorkomen.',
            'Eventuele problemen rond privacy of goedkeuring, en hoe je ze hebt opgelost.',
            'Je besluit: zo houden, uitbreiden naar collega’s of nieuwe bronnen toevoegen.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Over Granite Digital',
    paragraphs: [
      'Granite Digital is een Brits bureau voor digitale marketing en AI, met het hoofdkantoor in Aberdeen en een tweede kantoor in Slough, vlak bij Londen. We combineren AI, creatief vakmanschap en data om ambitieuze bedrijven online te laten groeien, in elke taal die hun klanten spreken.',
      'We schreven deze gids omdat we dit soort workflows bouwen voor ons eigen team en voor onze klanten. Het principe is steeds hetzelfde: laat de machine het repetitieve werk doen en houd mensen aan het roer voor oordeel, stem en relaties.',
    ],
    helpTitle: 'Hoe we je kunnen helpen',
    help: [
      'Een workshop waarin we samen je stijlprofiel en eerste prompts opstellen.',
      'Het inrichten en testen van de volledige workflow met de tools die je al gebruikt.',
      'Een contentstrategie, zodat je agent altijd iets te zeggen heeft dat de moeite waard is.',
      'Resultaten meten en het proces stap voor stap verbeteren.',
    ],
    officesTitle: 'Onze kantoren',
    offices: [
      { city: 'Aberdeen', text: 'Hoofdkantoor' },
      { city: 'Slough', text: 'Tweede kantoor, vlak bij Londen' },
    ],
    ctaTitle: 'Laten we het samen bouwen',
    ctaText:
      'Liever met een voorsprong beginnen? Praat met ons over een AI-agent voor LinkedIn die is afgestemd op je team, je stijl en je goedkeuringsproces.',
    contact: CONTACT_LINE,
    disclaimer:
      'Deze whitepaper biedt algemene richtlijnen en is geen juridisch advies. Tools en platformvoorwaarden veranderen; controleer de actuele voorwaarden van elke dienst die je gebruikt. © 2025 Granite Digital. Alle rechten voorbehouden.',
  },
};
