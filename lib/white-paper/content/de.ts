import { CONTACT_LINE } from '../brand';
import type { WhitePaperContent } from './types';

export const de: WhitePaperContent = {
  locale: 'de',
  language: 'de-DE',
  meta: {
    title: 'Bauen Sie Ihren eigenen LinkedIn-KI-Agenten',
    subject:
      'Ein praktischer Do-it-yourself-Leitfaden für bis zu 70\u00a0% weniger Zeitaufwand bei LinkedIn-Inhalten, ohne dass Ihre eigene Stimme verloren geht.',
    keywords: ['LinkedIn', 'KI-Agent', 'Content-Automatisierung', 'No-Code', 'Granite Digital', 'Whitepaper'],
  },
  cover: {
    eyebrow: 'Whitepaper · 2025',
    title: 'Bauen Sie Ihren eigenen LinkedIn-KI-Agenten',
    subtitle:
      'Ein praktischer Do-it-yourself-Leitfaden für bis zu 70\u00a0% weniger Zeitaufwand bei LinkedIn-Inhalten, ohne dass Ihre eigene Stimme verloren geht.',
    highlightsTitle: 'In diesem Leitfaden',
    highlights: [
      { value: 'Bis zu 70\u00a0%', text: 'weniger Zeit für LinkedIn-Inhalte: So viel sparen unsere Kunden typischerweise, sobald der Workflow eingespielt ist.' },
      { value: '4 Bausteine', text: 'Quellen, Entwürfe in Ihrem Stil, menschliche Freigabe und Planung, umgesetzt mit gängigen No-Code-Tools.' },
      { value: '30 Tage', text: 'Ein Einführungsplan Woche für Woche, fertige Prompt-Vorlagen und eine Checkliste vor dem Veröffentlichen.' },
    ],
    audience:
      '**Geschrieben für** Gründer, Berater und Marketingteams, die auf LinkedIn regelmäßig präsent sein wollen, ohne dafür ihre Abende zu opfern – und ohne ihren Ruf einem Roboter zu überlassen.',
    offices: 'Granite Digital · Aberdeen · Slough',
  },
  labels: {
    contents: 'Inhalt',
    pageOf: 'Seite {page} von {total}',
    footerTitle: 'LinkedIn-KI-Agent im Eigenbau',
    prompt: 'Prompt-Vorlage',
  },
  intro: {
    id: 'at-a-glance',
    heading: 'Auf einen Blick',
    blocks: [
      {
        kind: 'paragraph',
        text: 'LinkedIn belohnt alle, die regelmäßig mit etwas Nützlichem präsent sind. Den meisten Gründern, Beratern und Marketingteams fehlt es dabei nicht an Ideen. Das Problem sind die Stunden, die zwischen einer Idee und einem veröffentlichten Beitrag verschwinden, der auch wirklich nach Ihnen klingt.',
      },
      {
        kind: 'paragraph',
        text: 'Dieses Whitepaper zeigt Ihnen, wie Sie einen kleinen, praxistauglichen KI-Agenten bauen, der die wiederkehrenden Teile dieser Arbeit übernimmt. Er sammelt Ihr Rohmaterial, entwirft Beiträge in Ihrem Stil, legt Ihnen jeden Entwurf zur Freigabe vor und plant den fertigen Beitrag ein. Die Autorschaft bleibt bei Ihnen, die Fleißarbeit übernimmt der Agent.',
      },
      {
        kind: 'stat',
        value: 'Bis zu 70\u00a0%',
        label: 'weniger Zeitaufwand für LinkedIn-Inhalte',
        text: 'Diesen Wert sehen unsere Kunden typischerweise, sobald der Workflow eingespielt ist. Ihr eigenes Ergebnis hängt davon ab, wie oft Sie posten, wie viel Sie selbst überarbeiten möchten und wie gut Ihr Ausgangsmaterial ist. Deshalb zeigt Abschnitt 07, wie Sie es selbst messen.',
      },
      {
        kind: 'paragraph',
        text: 'Programmieren müssen Sie dafür nicht. Alles Beschriebene lässt sich mit Tools umsetzen, für die viele Teams ohnehin bezahlen: einer Onlinetabelle, einer No-Code-Automatisierungsplattform, dem Zugang zu einem großen Sprachmodell (LLM) und einem Planungstool. Rechnen Sie mit ein paar konzentrierten Arbeitssitzungen für die erste Version und mit etwa 30 Tagen, bis daraus Routine geworden ist.',
      },
    ],
  },
  sections: [
    {
      id: 'why-time',
      heading: 'Warum LinkedIn-Inhalte so viel Zeit kosten',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fragt man Menschen, die regelmäßig posten, wohin ihre LinkedIn-Zeit verschwindet, lautet die Antwort selten „ins Tippen“. Das Schreiben selbst geht oft am schnellsten. Die Zeit fließt in alles drumherum:',
        },
        {
          kind: 'bullets',
          items: [
            { lead: 'Etwas finden, das sich zu sagen lohnt.', text: 'Notizen, Meetings und Nachrichten nach einem Aufhänger durchforsten, meist in letzter Minute.' },
            { lead: 'Das leere Blatt.', text: 'Jedes Mal bei null anfangen statt bei einem brauchbaren ersten Entwurf.' },
            { lead: 'Umschreiben, bis es nach Ihnen klingt.', text: 'Austauschbare Texte sind schnell erstellt und mühsam zu reparieren.' },
            { lead: 'Feinschliff.', text: 'Ein starker Einstieg, gut lesbare Absätze, ein klarer Call-to-Action, sinnvolle Hashtags.' },
            { lead: 'Freigaben.', text: 'Warten, bis Kollegen, Kunden oder die Rechtsabteilung einen Beitrag freigegeben haben.' },
            { lead: 'Ans Posten denken.', text: 'Einen guten Zeitpunkt in der Woche finden – und dann tatsächlich veröffentlichen.' },
            { lead: 'Wieder von vorn.', text: 'Eine starke Idee wird einmal genutzt, obwohl sie drei oder vier Beiträge tragen könnte.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keine dieser Aufgaben braucht Ihre volle Aufmerksamkeit, doch zusammen zerlegen sie die Woche in kleine, teure Unterbrechungen. Weil sich jeder Beitrag wie ein kleines Projekt anfühlt, posten viele in Schüben: drei Beiträge in einer guten Woche, dann einen Monat lang nichts. Ein Agent macht das Posten zur Routine. Rohmaterial geht hinein, Entwürfe kommen heraus, und Ihre Aufgabe schrumpft auf Auswählen, Überarbeiten und Freigeben.',
        },
      ],
    },
    {
      id: 'what-agent-does',
      heading: 'Was ein LinkedIn-KI-Agent tatsächlich tut',
      blocks: [
        {
          kind: 'paragraph',
          text: '„Agent“ ist ein Modewort, deshalb vorab eine klare Definition. In diesem Leitfaden ist ein LinkedIn-KI-Agent ein kleiner automatisierter Workflow, der mithilfe eines LLM einen Beitrag von der Rohidee bis zum eingeplanten Entwurf bringt – mit einer menschlichen Freigabe in der Mitte. Er ist kein Autopilot, der in Ihrem Namen postet, und er meldet sich nie als Sie bei LinkedIn an.',
        },
        {
          kind: 'table',
          columns: ['Aufgabe', 'Ohne Agent', 'Mit Agent'],
          widths: [0.22, 0.39, 0.39],
          rows: [
            ['Ideen sammeln', 'Verstreut über Notizen, Postfächer und Gedächtnis', 'Im zentralen Ideenspeicher erfasst, sobald sie entstehen'],
            ['Erster Entwurf', 'Bei null geschrieben, oft spät in der Woche', 'Liegt in Ihrem Stil vor, auf Basis Ihres eigenen Materials'],
            ['Überarbeiten', 'Aufwendiges Umschreiben von Ton und Aufbau', 'Leichte Korrekturen: Fakten, Nuancen, persönliche Note'],
            ['Wiederverwenden', 'Passiert selten', 'Aus einem Artikel oder Vortrag werden mehrere Entwürfe'],
            ['Veröffentlichen', 'Manuell und leicht vergessen', 'Freigegebene Beiträge landen automatisch im Redaktionsplan'],
          ],
        },
        {
          kind: 'callout',
          title: 'Was der Agent niemals tun sollte',
          text: 'Ohne Ihre Freigabe veröffentlichen, in Ihrem Namen Kommentare beantworten oder Nachrichten verschicken oder Daten per Scraping von LinkedIn sammeln. Diese Grenzen schützen Ihr Konto und Ihren Ruf.',
        },
      ],
    },
    {
      id: 'architecture',
      heading: 'Die Architektur: vier Bausteine',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jeder verlässliche LinkedIn-Agent folgt derselben einfachen Pipeline. Halten Sie es anfangs genau so einfach; verfeinern können Sie, sobald die Grundlagen funktionieren.',
        },
        {
          kind: 'flow',
          steps: [
            { title: 'Quellen', text: 'Notizen, Artikel, Meeting-Erkenntnisse, Kundenfragen' },
            { title: 'KI-Entwurf', text: 'Ein LLM schreibt Entwürfe anhand Ihres Stilprofils' },
            { title: 'Freigabe', text: 'Sie überarbeiten, geben frei oder verwerfen' },
            { title: 'Planung', text: 'Freigegebene Beiträge werden eingeplant' },
          ],
          loop: 'Feedbackschleife: Ihre Korrekturen und Ergebnisse verbessern Stilprofil und Prompts',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Quellen.',
              text: 'Das Ergebnis kann nie besser sein als das Ausgangsmaterial. Die besten Quellen sind Dinge, die nur Sie oder Ihr Unternehmen wissen: Erkenntnisse aus Projekten, Fragen, die Kunden immer wieder stellen, Ihre eigenen Artikel und Vorträge. Alles landet an einem Ort, dem **Ideenspeicher**, als kurze Notiz mit optionalem Link oder Transkript.',
            },
            {
              lead: 'Entwurf in Ihrem Stil.',
              text: 'Das LLM erhält die Rohidee und Ihr **Stilprofil**: eine einseitige Beschreibung, wie Sie schreiben, abgeleitet aus Ihren besten bisherigen Beiträgen. Erst das Stilprofil macht aus einem beliebigen Textgenerator einen nützlichen Agenten.',
            },
            {
              lead: 'Menschliche Freigabe.',
              text: 'Jeder Entwurf landet zur Prüfung in einer Warteschlange. Sie prüfen die Fakten, ergänzen Details, die nur Sie kennen, und geben frei, ändern oder verwerfen. Dieser Schritt ist nicht verhandelbar: Er schützt Ihren Ruf, und genau hier zeigt sich Ihre Expertise.',
            },
            {
              lead: 'Planung und Feedback.',
              text: 'Freigegebene Beiträge gehen in die integrierte Planungsfunktion von LinkedIn oder in ein Planungstool, das über die offizielle LinkedIn-API veröffentlicht. Notieren Sie, wie jeder Beitrag ankam und was Sie bei der Freigabe geändert haben; diese Notizen verbessern Stilprofil und Prompts von Monat zu Monat.',
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      heading: 'Schritt für Schritt: So entsteht Ihr Agent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sie brauchen vier Arten von Tools, die weit verbreitet und oft kostenlos oder in günstigen Einstiegstarifen erhältlich sind: ein **LLM** (als Chatassistent und über seine API), eine **Onlinetabelle** oder einfache Datenbank, eine **No-Code-Automatisierungsplattform** und ein **Planungstool**. Wir beschreiben sie bewusst nach Typ statt nach Marke: Nehmen Sie die, die Ihr Unternehmen bereits nutzt und freigegeben hat.',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Erstellen Sie Ihr Stilprofil.',
              text: 'Sammeln Sie 10 bis 20 eigene Beiträge, Artikel oder E-Mails, auf die Sie stolz sind, und verarbeiten Sie sie in einem KI-Chatassistenten mit dem Stilprofil-Prompt aus Abschnitt 05. Überarbeiten Sie das Ergebnis von Hand, bis es sich wie eine Beschreibung von Ihnen liest. Es ist das wertvollste Element des ganzen Systems.',
            },
            {
              lead: 'Richten Sie Ihren Ideenspeicher ein.',
              text: 'Legen Sie in Ihrer Onlinetabelle ein Blatt mit den Spalten Datum, Idee, Quelle, Beitragsart, Status (neu, entworfen, freigegeben, geplant, veröffentlicht) und Entwurf an. Machen Sie das Erfassen mühelos, etwa mit einem einfachen Formular oder einer E-Mail-Adresse für Weiterleitungen: Dauert es länger als 30 Sekunden, hören Sie irgendwann damit auf.',
            },
            {
              lead: 'Automatisieren Sie den Entwurf.',
              text: 'Legen Sie in Ihrer Automatisierungsplattform einen Workflow an, der startet, sobald eine Zeile mit dem Status „neu“ erscheint. Er schickt Idee, Quelle und Stilprofil zusammen mit dem Entwurfs-Prompt an das LLM, schreibt die Antwort in die Spalte „Entwurf“ und setzt den Status auf „entworfen“.',
            },
            {
              lead: 'Bauen Sie die Freigabe ein.',
              text: 'Prüfen Sie direkt in der Tabelle, in einer täglichen E-Mail-Zusammenfassung oder im Team-Chat. Halten Sie die Optionen einfach (freigeben, ändern, verwerfen) und korrigieren Sie den Text selbst, statt der Maschine Anweisungen zu geben: Ihre Korrekturen sind das beste Trainingsmaterial, das Sie haben.',
            },
            {
              lead: 'Planen und veröffentlichen Sie.',
              text: 'Übernehmen Sie freigegebene Entwürfe in die Planungsfunktion von LinkedIn oder lassen Sie die Automatisierung sie an ein Planungstool übergeben, das die offizielle LinkedIn-Schnittstelle nutzt. Setzen Sie auf einen gleichmäßigen Rhythmus, etwa zwei bis drei Beiträge pro Woche.',
            },
            {
              lead: 'Schließen Sie den Kreis.',
              text: 'Schauen Sie einmal im Monat, welche Beiträge Gespräche ausgelöst haben, was Sie immer wieder geändert und welche Ideen Sie verworfen haben, und passen Sie Stilprofil und Prompts entsprechend an.',
            },
          ],
        },
      ],
    },
    {
      id: 'prompts',
      heading: 'Prompt-Vorlagen zum Kopieren',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ersetzen Sie alles in [eckigen Klammern], pflegen Sie die Prompts in einem gemeinsamen Dokument und formulieren Sie sie in der Sprache, in der Sie posten. Beachten Sie die Anweisung, [PRÜFEN] zu schreiben, statt Fakten zu erfinden: So werden Lücken des Modells zu sichtbaren Aufgaben für Ihre Freigabe.',
        },
        {
          kind: 'prompt',
          title: '1 · Ihr Stilprofil erstellen',
          text: 'Du bist ein Lektor, der Schreibstile analysiert. Unten findest du [Anzahl] LinkedIn-Beiträge, die ich geschrieben habe. Beschreibe meinen Schreibstil so genau, dass ein anderer Autor ihn nachahmen könnte: Satz- und Absatzlänge, Tonalität, Wörter und Wendungen, die ich oft verwende, Wörter, die ich nie benutze, wie ich Beiträge beginne und beende und wie ich Fragen, Emojis und Hashtags einsetze. Schließe mit fünf Regeln ab, nach denen man so schreibt wie ich. Erfinde keine Merkmale, die die Beispiele nicht belegen.\n\n[Hier Ihre Beiträge einfügen]',
        },
        {
          kind: 'prompt',
          title: '2 · Einen Beitrag aus einer Idee entwerfen',
          text: 'Du schreibst LinkedIn-Beiträge für [Name], [Funktion] bei [Unternehmen]. Halte dich strikt an dieses Stilprofil:\n[Stilprofil]\n\nSchreibe einen LinkedIn-Beitrag auf Basis der Idee und der Quelle unten. Zielgruppe: [Zielgruppe]. Ziel: [z.\u00a0B. ein Gespräch anstoßen, eine Erkenntnis teilen]. Länge: 120 bis 200 Wörter. Beginne mit einem konkreten, präzisen ersten Satz. Verwende kurze Absätze. Schließe mit [Call-to-Action]. Verwende höchstens [Anzahl] Hashtags. Erfinde keine Fakten, Zahlen, Zitate oder Kundennamen; wo etwas fehlt, schreibe [PRÜFEN].\n\nIdee: [Idee]\nQuelle: [Notizen, Transkript oder Artikelauszug]',
        },
        {
          kind: 'prompt',
          title: '3 · Aus einem Inhalt mehrere Beiträge machen',
          text: 'Unten steht ein Artikel oder Vortragstranskript von [Name]. Schlage fünf unterschiedliche Ideen für LinkedIn-Beiträge vor, jeweils mit einem Satz zum Blickwinkel und der Textstelle, auf die sie sich stützt. Variiere das Format: eine gelernte Lektion, eine Gegenposition, ein Praxistipp, eine kurze Geschichte und eine Frage an die Zielgruppe. Schreibe die Beiträge noch nicht.\n\n[Text]',
        },
        {
          kind: 'prompt',
          title: '4 · Einen Entwurf vor der Freigabe prüfen lassen',
          text: 'Prüfe diesen LinkedIn-Entwurf anhand des Stilprofils unten. Liste alles auf, was austauschbar, übertrieben oder nicht nach dem Autor klingt, jede Behauptung, die eine Quelle braucht, und alles, was vertraulich sein könnte. Schlage dann eine knappere Fassung der ersten beiden Zeilen vor. Schreibe nicht den ganzen Beitrag neu.\n\nStilprofil: [Stilprofil]\nEntwurf: [Entwurf]',
        },
      ],
    },
    {
      id: 'guardrails',
      heading: 'Leitplanken: Qualität, Plattformregeln und Datenschutz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ein Agent, der Zeit spart, aber Vertrauen kostet, ist ein schlechtes Geschäft. Bauen Sie diese Leitplanken vom ersten Tag an ein.',
        },
        { kind: 'subheading', text: 'Immer prüfen, bevor etwas online geht' },
        {
          kind: 'paragraph',
          text: 'LLMs können flüssige, selbstbewusst klingende Texte liefern, die schlicht falsch sind. Nichts geht online, ohne dass ein Mensch es vollständig gelesen hat. Behandeln Sie den Agenten als fähige Assistenz, deren Arbeit Sie freigeben, nicht als Ghostwriter, den Sie nie kontrollieren.',
        },
        { kind: 'subheading', text: 'Die Regeln von LinkedIn respektieren' },
        {
          kind: 'bullets',
          items: [
            'Veröffentlichen Sie direkt über LinkedIn oder über Tools, die die offizielle LinkedIn-API nutzen.',
            'Betreiben Sie kein Scraping auf LinkedIn und nutzen Sie keine Bots oder Browser-Erweiterungen, die Likes, Kommentare, Kontaktanfragen oder Nachrichten automatisieren. Die Nutzervereinbarung von LinkedIn verbietet diese Art der Automatisierung, und betroffene Konten können eingeschränkt werden.',
            'Gespräche bleiben menschlich: Antworten auf Kommentare und Direktnachrichten kommen von Ihnen.',
            'Lesen Sie die aktuelle Nutzervereinbarung und die Richtlinien für die professionelle Community selbst; sie ändern sich von Zeit zu Zeit.',
          ],
        },
        { kind: 'subheading', text: 'Sorgfältig mit Daten umgehen (UK-DSGVO und EU-DSGVO)' },
        {
          kind: 'bullets',
          items: [
            'Fügen Sie keine personenbezogenen Daten von Kunden, Bewerbern oder Kollegen in Prompts ein, es sei denn, Sie haben eine Rechtsgrundlage und brauchen sie wirklich.',
            'Prüfen Sie die Bedingungen Ihres LLM-Anbieters: wo Daten verarbeitet werden, wie lange sie gespeichert bleiben und ob Ihre Eingaben zum Training von Modellen genutzt werden dürfen. Bevorzugen Sie Business-Tarife mit Auftragsverarbeitungsvertrag (AVV).',
            'Halten Sie vertrauliche Informationen wie Vertragsdetails, Finanzzahlen und unveröffentlichte Pläne aus dem Ideenspeicher heraus.',
            'Fragen Sie, bevor Sie Kunden oder Kollegen namentlich nennen oder markieren, beschränken Sie den Zugriff auf die Automatisierungskonten und löschen Sie Rohmaterial, das Sie nicht mehr brauchen.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'KI als Schreibhilfe zu nutzen, wird zunehmend normal. Entscheidend ist, dass Meinungen, Erfahrungen und Fakten wirklich Ihre eigenen sind und dass Sie hinter jedem Wort stehen.',
        },
        {
          kind: 'checklist',
          title: 'Checkliste vor dem Veröffentlichen',
          items: [
            'Alle Fakten, Zahlen und Namen sind geprüft, und nirgends steht mehr [PRÜFEN].',
            'Es klingt nach mir: So würde ich es auch einem Kunden sagen.',
            'Der Beitrag enthält keine vertraulichen oder personenbezogenen Daten, die privat bleiben sollten.',
            'Alle genannten oder markierten Personen sind einverstanden.',
            'Die Links funktionieren, und der Call-to-Action ist klar.',
            'Der Beitrag bietet der Zielgruppe echten Nutzen, nicht nur dem Algorithmus.',
          ],
        },
      ],
    },
    {
      id: 'measuring',
      heading: 'Die Zeitersparnis messen',
      blocks: [
        {
          kind: 'paragraph',
          text: '„Bis zu 70\u00a0% weniger Zeit“ ist ein Versprechen, das Sie an Ihren eigenen Zahlen überprüfen sollten. Das Messen ist einfach, muss aber beginnen, bevor Sie den Agenten einschalten.',
        },
        {
          kind: 'steps',
          items: [
            { lead: 'Legen Sie eine Ausgangsbasis fest.', text: 'Erfassen Sie in den zwei Wochen vor dem Start die Minuten pro Beitrag, von der ersten Idee bis zur Veröffentlichung, Freigaben eingeschlossen.' },
            { lead: 'Erfassen Sie danach genauso.', text: 'Sobald der Agent läuft, erfassen Sie die Minuten für das Festhalten von Ideen, das Prüfen, Überarbeiten und Freigeben.' },
            { lead: 'Vergleichen Sie Gleiches mit Gleichem.', text: 'Nehmen Sie dieselben Beitragsarten und vergleichen Sie Durchschnittswerte über mindestens zwei Wochen, nicht einzelne Beiträge.' },
          ],
        },
        {
          kind: 'table',
          columns: ['Kennzahl', 'So messen Sie sie', 'Warum sie zählt'],
          widths: [0.24, 0.42, 0.34],
          rows: [
            ['Minuten pro Beitrag', 'Eine Zeitspalte in Ihrem Ideenspeicher', 'Misst direkt die Zeitersparnis'],
            ['Beiträge pro Woche', 'Anzahl veröffentlichter Beiträge', 'Zeigt, ob Sie regelmäßiger posten'],
            ['Überarbeitungs\u00adaufwand', 'Leichte, mittlere oder starke Korrekturen pro Entwurf', 'Zeigt, ob das Stilprofil funktioniert'],
            ['Gespräche', 'Kommentare, Nachrichten und Anfragen aus Ihrer Zielgruppe', 'Hält den Fokus auf Ergebnissen statt auf Masse'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Die Rechnung: (Minuten vorher − Minuten nachher) ÷ Minuten vorher, jeweils pro Beitrag. Ein Rechenbeispiel: Dauerte ein Beitrag früher 90 Minuten und heute 30, sparen Sie zwei Drittel der Zeit. Einsparungen von bis zu 70\u00a0% sehen unsere Kunden typischerweise, sobald der Workflow eingespielt ist; die ersten Wochen dauern meist länger, weil Sie das Stilprofil noch feinjustieren.',
        },
      ],
    },
    {
      id: 'rollout',
      heading: 'Ihr 30-Tage-Einführungsplan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Führen Sie den Agenten in vier kurzen Phasen ein. Automatisieren Sie in der ersten Woche noch nicht alles: Ein manueller Ablauf, der funktioniert, ist die beste Vorlage für einen automatisierten. Nach 30 Tagen haben Sie einen funktionierenden Agenten, echte Zahlen und ein klares Bild davon, wo er am meisten hilft.',
        },
        {
          kind: 'table',
          columns: ['Tage', 'Schwerpunkt', 'Erledigt, wenn …'],
          widths: [0.1, 0.53, 0.37],
          rows: [
            ['1–7', 'Zeiterfassung starten. Stilprofil erstellen und von Hand überarbeiten. Ideenspeicher mit mindestens zehn Ideen füllen.', 'die Messung der Ausgangsbasis läuft und das Stilprofil nach Ihnen klingt'],
            ['8–14', 'Den Entwurfs-Prompt von Hand im Chatassistenten nutzen. Zwei bis drei Beiträge prüfen, überarbeiten, veröffentlichen.', 'Sie die ersten mit den Prompts entworfenen Beiträge veröffentlicht haben'],
            ['15–21', 'Entwurf und Freigabe-Benachrichtigung automatisieren. Planung für freigegebene Beiträge anbinden.', 'neue Ideen ohne Kopieren und Einfügen zu Entwürfen werden'],
            ['22–30', 'Zeiten mit der Ausgangsbasis vergleichen. Prompts und Stilprofil an Korrekturen anpassen. Teamregeln festlegen.', 'Sie Ihre Zeitersparnis kennen und einen festen Wochenrhythmus haben'],
          ],
        },
        {
          kind: 'checklist',
          title: 'Bilanz nach 30 Tagen',
          items: [
            'Durchschnittliche Minuten pro Beitrag, vorher und nachher.',
            'Anzahl der veröffentlichten Beiträge und wie gleichmäßig sie verteilt waren.',
            'Die drei häufigsten Korrekturen und die Prompt-Änderungen, die sie künftig vermeiden.',
            'Etwaige Datenschutz- oder Freigabeprobleme und wie Sie sie gelöst haben.',
            'Ihre Entscheidung: so beibehalten, auf Kollegen ausweiten oder neue Quellen ergänzen.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Über Granite Digital',
    paragraphs: [
      'Granite Digital ist eine britische Agentur für Digitalmarketing und KI mit Hauptsitz in Aberdeen und einem zweiten Büro in Slough bei London. Wir verbinden KI, kreatives Handwerk und Daten, damit ambitionierte Unternehmen online wachsen – in jeder Sprache, die ihre Kunden sprechen.',
      'Wir haben diesen Leitfaden geschrieben, weil wir solche Workflows für unser eigenes Team und für unsere Kunden bauen. Das Prinzip ist immer dasselbe: Die Maschine übernimmt die Routinearbeit, Menschen behalten Urteilsvermögen, Stimme und Beziehungen in der Hand.',
    ],
    helpTitle: 'So können wir Sie unterstützen',
    help: [
      'Ein Workshop, in dem wir Ihr Stilprofil und die ersten Prompts gemeinsam erarbeiten.',
      'Einrichtung und Test des kompletten Workflows mit den Tools, die Sie bereits nutzen.',
      'Eine Content-Strategie, damit Ihr Agent immer etwas zu sagen hat, das sich lohnt.',
      'Ergebnisse messen und den Prozess laufend verbessern.',
    ],
    officesTitle: 'Unsere Büros',
    offices: [
      { city: 'Aberdeen', text: 'Hauptsitz' },
      { city: 'Slough', text: 'Zweites Büro bei London' },
    ],
    ctaTitle: 'Lassen Sie uns gemeinsam loslegen',
    ctaText:
      'Sie möchten lieber mit Vorsprung starten? Sprechen Sie mit uns über einen LinkedIn-Agenten, der auf Ihr Team, Ihren Stil und Ihren Freigabeprozess zugeschnitten ist.',
    contact: CONTACT_LINE,
    disclaimer:
      'Dieses Whitepaper bietet allgemeine Orientierung und stellt keine Rechtsberatung dar. Tools und Plattformbedingungen ändern sich; prüfen Sie die aktuellen Bedingungen jedes Dienstes, den Sie nutzen. © 2025 Granite Digital. Alle Rechte vorbehalten.',
  },
};
