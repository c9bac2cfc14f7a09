import { CONTACT_LINE } from '../brand';
import type { WhitePaperContent } from './types';

/*
 * French typography (docs/style/fr.md): the strings carry a no-break space
 * (U+00A0) before : ; ? ! % and inside « », as the site's catalogue does.
 * sanitizeText would add them anyway when the PDF is rendered.
 */
export const fr: WhitePaperContent = {
  locale: 'fr',
  language: 'fr-FR',
  meta: {
    title: 'Créez votre propre agent IA pour LinkedIn',
    subject:
      'Un guide pratique, à mettre en œuvre vous-même, pour consacrer jusqu’à 70 % de temps en moins à vos contenus LinkedIn, sans renoncer à votre style.',
    keywords: ['LinkedIn', 'agent IA', 'automatisation de contenu', 'no-code', 'Granite Digital', 'livre blanc'],
  },
  cover: {
    eyebrow: 'Livre blanc · 2025',
    title: 'Créez votre propre agent IA pour LinkedIn',
    subtitle:
      'Un guide pratique, à mettre en œuvre vous-même, pour consacrer jusqu’à 70 % de temps en moins à vos contenus LinkedIn, sans renoncer à votre style.',
    highlightsTitle: 'Dans ce guide',
    highlights: [
      { value: 'Jusqu’à 70 %', text: 'de temps en moins sur vos contenus LinkedIn : ce que constatent généralement nos clients une fois le processus rodé.' },
      { value: '4 briques', text: 'Sources, rédaction dans votre style, validation humaine et programmation, avec des outils no-code courants.' },
      { value: '30 jours', text: 'Un plan de déploiement semaine par semaine, des modèles de prompts prêts à l’emploi et une check-list avant publication.' },
    ],
    audience:
      '**Conçu pour** les dirigeants, consultants et équipes marketing qui veulent être présents régulièrement sur LinkedIn sans y laisser leurs soirées, ni confier leur réputation à un robot.',
    offices: 'Granite Digital · Aberdeen · Slough',
  },
  labels: {
    contents: 'Sommaire',
    pageOf: 'Page {page} sur {total}',
    footerTitle: 'Votre agent IA pour LinkedIn, fait maison',
    prompt: 'Modèle de prompt',
  },
  intro: {
    id: 'at-a-glance',
    heading: 'L’essentiel en bref',
    blocks: [
      {
        kind: 'paragraph',
        text: 'LinkedIn récompense celles et ceux qui publient régulièrement quelque chose d’utile. Pour la plupart des dirigeants, consultants et équipes marketing, le problème n’est pas le manque d’idées. Ce sont les heures qui s’évaporent entre une idée et la publication d’un post qui vous ressemble vraiment.',
      },
      {
        kind: 'paragraph',
        text: 'Ce livre blanc vous montre comment construire un petit agent IA pragmatique qui prend en charge la partie répétitive de ce travail. Il rassemble votre matière première, rédige des posts dans votre style, soumet chaque brouillon à votre validation et programme la publication. Vous restez l’auteur ; l’agent fait le travail de fond.',
      },
      {
        kind: 'stat',
        value: 'Jusqu’à 70 %',
        label: 'de temps en moins consacré aux contenus LinkedIn',
        text: 'C’est ce que nos clients constatent généralement une fois le processus rodé. Votre résultat dépendra de votre rythme de publication, du temps que vous souhaitez consacrer à la relecture et de la qualité de votre matière première : la section 07 explique comment le mesurer vous-même.',
      },
      {
        kind: 'paragraph',
        text: 'Inutile de savoir coder. Tout ce qui est décrit ici se construit avec des outils que beaucoup d’équipes utilisent déjà : un tableur en ligne, une plateforme d’automatisation no-code, un accès à un grand modèle de langage (LLM) et un outil de programmation. Prévoyez quelques sessions de travail concentrées pour la première version, puis environ 30 jours pour en faire une habitude.',
      },
    ],
  },
  sections: [
    {
      id: 'why-time',
      heading: 'Pourquoi les contenus LinkedIn dévorent votre temps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Demandez à quelqu’un qui publie régulièrement où passe son temps sur LinkedIn : la réponse est rarement « à taper ». La rédaction elle-même est souvent l’étape la plus rapide. Le temps part dans tout ce qui l’entoure :',
        },
        {
          kind: 'bullets',
          items: [
            { lead: 'Trouver quelque chose qui mérite d’être dit.', text: 'Éplucher notes, réunions et actualités en quête d’un angle, souvent à la dernière minute.' },
            { lead: 'La page blanche.', text: 'Repartir de zéro à chaque fois, au lieu de partir d’un premier jet correct.' },
            { lead: 'Réécrire jusqu’à ce que ça vous ressemble.', text: 'Un texte générique se produit vite et se corrige lentement.' },
            { lead: 'Les finitions.', text: 'Une accroche forte, des paragraphes aérés, un appel à l’action clair, des hashtags pertinents.' },
            { lead: 'Les validations.', text: 'Attendre qu’un collègue, un client ou le service juridique approuve un post.' },
            { lead: 'Penser à publier.', text: 'Trouver le bon créneau dans la semaine, puis publier pour de bon.' },
            { lead: 'Tout recommencer.', text: 'Une bonne idée ne sert qu’une fois, alors qu’elle pourrait nourrir trois ou quatre posts.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Aucune de ces tâches ne demande toute votre attention, mais ensemble, elles morcellent la semaine en petites interruptions coûteuses. Comme chaque post ressemble à un projet, beaucoup publient par à-coups : trois posts une bonne semaine, puis plus rien pendant un mois. Un agent fait de la publication une routine. La matière première entre, les brouillons sortent, et votre rôle se limite à choisir, retoucher et valider.',
        },
      ],
    },
    {
      id: 'what-agent-does',
      heading: 'Ce que fait réellement un agent IA pour LinkedIn',
      blocks: [
        {
          kind: 'paragraph',
          text: '« Agent » est un mot à la mode, alors soyons précis. Dans ce guide, un agent IA pour LinkedIn est un petit workflow automatisé qui s’appuie sur un LLM pour faire passer un post de l’idée brute au brouillon programmé, avec une validation humaine au milieu. Ce n’est pas un pilote automatique qui publie à votre place, et il ne se connecte jamais à LinkedIn en se faisant passer pour vous.',
        },
        {
          kind: 'table',
          columns: ['Tâche', 'Sans agent', 'Avec un agent'],
          widths: [0.22, 0.39, 0.39],
          rows: [
            ['Collecter des idées', 'Éparpillées entre notes, boîtes de réception et mémoire', 'Consignées au fil de l’eau dans une boîte à idées unique'],
            ['Premier jet', 'Écrit de zéro, souvent en fin de semaine', 'Prêt dans votre style, à partir de votre propre matière'],
            ['Relecture', 'Lourdes réécritures du ton et de la structure', 'Retouches légères : faits, nuances, touche personnelle'],
            ['Recyclage', 'Rarement fait', 'Un article ou une conférence donne plusieurs brouillons'],
            ['Publication', 'Manuelle et facile à oublier', 'Les posts validés sont programmés automatiquement'],
          ],
        },
        {
          kind: 'callout',
          title: 'Ce que l’agent ne doit jamais faire',
          text: 'Publier sans votre validation, répondre aux commentaires ou envoyer des messages en votre nom, ou collecter des données sur LinkedIn par scraping. Ces limites protègent votre compte et votre réputation.',
        },
      ],
    },
    {
      id: 'architecture',
      heading: 'L’architecture : quatre briques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tout agent LinkedIn fiable suit le même circuit simple. Gardez-le aussi simple au départ ; vous pourrez l’enrichir une fois les bases en place.',
        },
        {
          kind: 'flow',
          steps: [
            { title: 'Sources', text: 'Notes, articles, comptes rendus, questions de clients' },
            { title: 'Rédaction IA', text: 'Un LLM rédige à partir de votre profil de style' },
            { title: 'Validation humaine', text: 'Vous retouchez, validez ou rejetez chaque brouillon' },
            { title: 'Programmation', text: 'Les posts validés partent en file de publication' },
          ],
          loop: 'Boucle de retour : vos corrections et vos résultats affinent le profil de style et les prompts',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Les sources.',
              text: 'Le résultat ne sera jamais meilleur que la matière première. Les meilleures sources sont ce que vous seul, ou votre entreprise, savez : leçons tirées de projets, questions que vos clients posent sans cesse, vos propres articles et interventions. Tout arrive au même endroit, la **boîte à idées**, sous forme de note courte, avec un lien ou une transcription si besoin.',
            },
            {
              lead: 'La rédaction dans votre style.',
              text: 'Le LLM reçoit l’idée brute et votre **profil de style** : une description d’une page de votre façon d’écrire, tirée de vos meilleurs posts. C’est ce profil qui distingue un agent utile d’un simple générateur de texte.',
            },
            {
              lead: 'La validation humaine.',
              text: 'Chaque brouillon arrive dans une file de relecture. Vous vérifiez les faits, ajoutez les détails que vous seul connaissez, puis validez, modifiez ou rejetez. Cette étape n’est pas négociable : elle protège votre réputation, et c’est là que s’exprime votre expertise.',
            },
            {
              lead: 'La programmation et le retour d’expérience.',
              text: 'Les posts validés passent dans la programmation intégrée de LinkedIn ou dans un outil qui publie via l’API officielle de LinkedIn. Notez l’accueil de chaque post et ce que vous avez modifié à la relecture : ces notes améliorent le profil de style et les prompts de mois en mois.',
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      heading: 'Pas à pas : construisez votre agent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Il vous faut quatre types d’outils, largement disponibles et souvent gratuits ou proposés en formule d’entrée de gamme : un **LLM** (en assistant conversationnel et via son API), un **tableur en ligne** ou une base de données simple, une **plateforme d’automatisation no-code** et un **outil de programmation**. Nous les décrivons volontairement par type plutôt que par marque : choisissez ceux que votre organisation utilise déjà et a validés.',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Créez votre profil de style.',
              text: 'Rassemblez 10 à 20 posts, articles ou e-mails que vous avez écrits et dont vous êtes fier, puis soumettez-les à un assistant conversationnel IA avec le prompt de profil de style de la section 05. Retouchez le résultat à la main jusqu’à ce qu’il vous décrive fidèlement. C’est l’élément le plus précieux de tout le système.',
            },
            {
              lead: 'Mettez en place votre boîte à idées.',
              text: 'Dans votre tableur, créez un tableau avec les colonnes date, idée, source, type de post, statut (nouveau, rédigé, validé, programmé, publié) et brouillon. Rendez la saisie d’une idée aussi simple que possible, avec un formulaire ou une adresse e-mail de transfert : si elle prend plus de 30 secondes, vous finirez par abandonner.',
            },
            {
              lead: 'Automatisez la rédaction.',
              text: 'Dans votre plateforme d’automatisation, créez un workflow qui se déclenche dès qu’une ligne apparaît avec le statut « nouveau ». Il envoie l’idée, la source et votre profil de style au LLM avec le prompt de rédaction, écrit la réponse dans la colonne brouillon et passe le statut à « rédigé ».',
            },
            {
              lead: 'Intégrez l’étape de validation.',
              text: 'Relisez dans le tableau, dans un récapitulatif quotidien par e-mail ou dans votre messagerie d’équipe. Gardez des options simples (valider, modifier, rejeter) et corrigez le texte lui-même plutôt que de donner des instructions à la machine : vos corrections sont le meilleur matériau d’apprentissage dont vous disposez.',
            },
            {
              lead: 'Programmez et publiez.',
              text: 'Copiez les brouillons validés dans l’outil de programmation de LinkedIn, ou laissez l’automatisation les transmettre à un outil qui utilise l’intégration officielle de LinkedIn. Visez un rythme régulier, par exemple deux ou trois posts par semaine.',
            },
            {
              lead: 'Bouclez la boucle.',
              text: 'Une fois par mois, regardez quels posts ont suscité des échanges, ce que vous corrigez sans cesse et quelles idées vous avez écartées, puis mettez à jour le profil de style et les prompts.',
            },
          ],
        },
      ],
    },
    {
      id: 'prompts',
      heading: 'Des modèles de prompts à copier',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Remplacez tout ce qui figure [entre crochets], conservez les prompts dans un document partagé et rédigez-les dans la langue de vos publications. Notez la consigne d’écrire [À VÉRIFIER] au lieu d’inventer des faits : elle transforme les lacunes du modèle en points de contrôle visibles lors de votre relecture.',
        },
        {
          kind: 'prompt',
          title: '1 · Créer votre profil de style',
          text: 'Tu es un éditeur spécialisé dans l’analyse des styles d’écriture. Voici [nombre] posts LinkedIn que j’ai écrits. Décris mon style avec assez de précision pour qu’un autre rédacteur puisse l’imiter : longueur des phrases et des paragraphes, ton, mots et expressions que j’emploie souvent, mots que je n’utilise jamais, façon d’ouvrir et de conclure, usage des questions, des emojis et des hashtags. Termine par cinq règles pour écrire comme moi. N’invente aucun trait que les exemples ne montrent pas.\n\n[Collez vos posts ici]',
        },
        {
          kind: 'prompt',
          title: '2 · Rédiger un post à partir d’une idée',
          text: 'Tu rédiges des posts LinkedIn pour [nom], [fonction] chez [entreprise]. Respecte strictement ce profil de style :\n[profil de style]\n\nRédige un post LinkedIn à partir de l’idée et de la source ci-dessous. Public : [public cible]. Objectif : [p.\u00a0ex. lancer une discussion, partager un enseignement]. Longueur : 120 à 200 mots. Commence par une première phrase précise et concrète. Fais des paragraphes courts. Termine par [appel à l’action]. [nombre] hashtags au maximum. N’invente ni faits, ni chiffres, ni citations, ni noms de clients ; s’il manque une information, écris [À VÉRIFIER].\n\nIdée : [idée]\nSource : [notes, transcription ou extrait d’article]',
        },
        {
          kind: 'prompt',
          title: '3 · Décliner un contenu en plusieurs posts',
          text: 'Voici un article ou la transcription d’une intervention de [nom]. Propose cinq idées de posts LinkedIn distinctes qui s’en inspirent, chacune avec son angle résumé en une phrase et le passage sur lequel elle s’appuie. Varie les formats : une leçon apprise, un point de vue à contre-courant, un conseil pratique, une courte histoire et une question à l’audience. Ne rédige pas encore les posts.\n\n[texte]',
        },
        {
          kind: 'prompt',
          title: '4 · Faire critiquer un brouillon avant relecture',
          text: 'Compare ce brouillon LinkedIn au profil de style ci-dessous. Liste tout ce qui sonne générique, exagéré ou peu fidèle à l’auteur, chaque affirmation qui nécessite une source et tout ce qui pourrait être confidentiel. Propose ensuite une version plus percutante des deux premières lignes. Ne réécris pas l’ensemble du post.\n\nProfil de style : [profil de style]\nBrouillon : [brouillon]',
        },
      ],
    },
    {
      id: 'guardrails',
      heading: 'Garde-fous : qualité, règles de la plateforme et données',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un agent qui fait gagner du temps mais coûte la confiance de votre audience est un mauvais calcul. Intégrez ces garde-fous dès le premier jour.',
        },
        { kind: 'subheading', text: 'Toujours relire avant de publier' },
        {
          kind: 'paragraph',
          text: 'Les LLM peuvent produire des textes fluides et assurés… mais tout simplement faux. Rien n’est publié sans qu’une personne l’ait lu en entier. Considérez l’agent comme un assistant compétent dont vous validez le travail, pas comme un prête-plume que vous ne contrôlez jamais.',
        },
        { kind: 'subheading', text: 'Respecter les règles de LinkedIn' },
        {
          kind: 'bullets',
          items: [
            'Publiez directement sur LinkedIn ou via des outils qui utilisent l’API officielle de LinkedIn.',
            'Ne faites pas de scraping sur LinkedIn et n’utilisez ni bots ni extensions de navigateur qui automatisent les « J’aime », les commentaires, les invitations ou les messages. Le Contrat d’utilisation de LinkedIn interdit ce type d’automatisation, et les comptes concernés peuvent être restreints.',
            'Gardez des échanges humains : les réponses aux commentaires et les messages privés doivent venir de vous.',
            'Lisez vous-même le Contrat d’utilisation et les Politiques de la communauté professionnelle en vigueur ; ils évoluent régulièrement.',
          ],
        },
        { kind: 'subheading', text: 'Prendre soin des données (UK GDPR et RGPD)' },
        {
          kind: 'bullets',
          items: [
            'Ne collez pas de données personnelles sur vos clients, candidats ou collègues dans les prompts, sauf si vous disposez d’une base légale et que c’est vraiment nécessaire.',
            'Vérifiez les conditions de votre fournisseur de LLM : où les données sont traitées, combien de temps elles sont conservées et si vos saisies peuvent servir à entraîner des modèles. Privilégiez les offres professionnelles assorties d’un accord de traitement des données (DPA).',
            'Tenez les informations confidentielles, comme les détails de contrats, les chiffres financiers ou les projets non annoncés, à l’écart de la boîte à idées.',
            'Demandez l’accord avant de nommer ou d’identifier un client ou un collègue, limitez l’accès aux comptes d’automatisation et supprimez la matière première dont vous n’avez plus besoin.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Se faire aider par l’IA pour rédiger devient de plus en plus courant. L’essentiel est que les opinions, l’expérience et les faits soient véritablement les vôtres, et que vous assumiez chaque mot.',
        },
        {
          kind: 'checklist',
          title: 'Check-list avant publication',
          items: [
            'Chaque fait, chiffre et nom a été vérifié, et il ne reste aucune mention [À VÉRIFIER].',
            'Ça me ressemble : je pourrais le dire tel quel à un client.',
            'Le post ne contient aucune donnée confidentielle ou personnelle qui devrait rester privée.',
            'Toutes les personnes nommées ou identifiées ont donné leur accord.',
            'Les liens fonctionnent et l’appel à l’action est clair.',
            'Le post apporte quelque chose d’utile à l’audience, pas seulement à l’algorithme.',
          ],
        },
      ],
    },
    {
      id: 'measuring',
      heading: 'Mesurer le temps gagné',
      blocks: [
        {
          kind: 'paragraph',
          text: '« Jusqu’à 70 % de temps en moins » : une promesse qui mérite d’être confrontée à vos propres chiffres. La mesure est simple, mais elle doit commencer avant la mise en route de l’agent.',
        },
        {
          kind: 'steps',
          items: [
            { lead: 'Établissez une référence.', text: 'Pendant les deux semaines qui précèdent le lancement, notez le temps passé sur chaque post, de la première idée à la publication, validations comprises.' },
            { lead: 'Mesurez de la même façon ensuite.', text: 'Une fois l’agent en service, notez les minutes passées à saisir les idées, relire, retoucher et valider.' },
            { lead: 'Comparez ce qui est comparable.', text: 'Gardez les mêmes types de posts et comparez des moyennes sur au moins deux semaines, pas des posts isolés.' },
          ],
        },
        {
          kind: 'table',
          columns: ['Indicateur', 'Comment le mesurer', 'Pourquoi il compte'],
          widths: [0.24, 0.42, 0.34],
          rows: [
            ['Minutes par post', 'Une colonne « temps » dans votre boîte à idées', 'La mesure centrale du temps gagné'],
            ['Posts par semaine', 'Nombre de posts publiés', 'Montre si votre régularité progresse'],
            ['Effort de relecture', 'Retouches légères, moyennes ou lourdes par brouillon', 'Montre si le profil de style fonctionne'],
            ['Conversations', 'Commentaires, messages et demandes venant de votre cible', 'Privilégie les résultats plutôt que le volume'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le calcul : (minutes avant − minutes après) ÷ minutes avant, par post. À titre d’illustration : si un post vous prenait 90 minutes et n’en demande plus que 30, vous gagnez deux tiers du temps. Des gains allant jusqu’à 70 % sont ce que nos clients constatent généralement une fois le processus rodé ; les premières semaines sont souvent plus lentes, le temps d’affiner le profil de style.',
        },
      ],
    },
    {
      id: 'rollout',
      heading: 'Votre plan de déploiement sur 30 jours',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Déployez l’agent en quatre phases courtes. Ne cherchez pas à tout automatiser dès la première semaine : un processus manuel qui fonctionne est la meilleure spécification d’un processus automatisé. Après 30 jours, vous aurez un agent opérationnel, des chiffres réels et une idée claire des tâches où il est le plus utile.',
        },
        {
          kind: 'table',
          columns: ['Jours', 'Priorités', 'Terminé quand…'],
          widths: [0.1, 0.53, 0.37],
          rows: [
            ['1–7', 'Lancez le suivi du temps. Créez votre profil de style et retouchez-le à la main. Mettez en place la boîte à idées et ajoutez-y au moins dix idées.', 'la mesure de référence tourne et le profil de style vous ressemble'],
            ['8–14', 'Utilisez le prompt de rédaction à la main dans un assistant IA. Relisez, retouchez et publiez deux ou trois posts.', 'vous avez publié des posts rédigés avec les prompts'],
            ['15–21', 'Automatisez la rédaction et la notification de validation. Branchez la programmation des posts validés.', 'les nouvelles idées deviennent des brouillons sans copier-coller'],
            ['22–30', 'Comparez votre suivi du temps à la référence. Ajustez prompts et profil d’après vos corrections. Fixez des règles d’équipe.', 'vous connaissez votre gain de temps et tenez un rythme régulier'],
          ],
        },
        {
          kind: 'checklist',
          title: 'Bilan à 30 jours',
          items: [
            'Nombre moyen de minutes par post, avant et après.',
            'Nombre de posts publiés, et leur régularité.',
            'Les trois corrections les plus fréquentes, et les ajustements de prompts qui les éviteront.',
            'Les éventuels problèmes de données ou de validation, et leur résolution.',
            'Votre décision : conserver tel quel, étendre à vos collègues ou ajouter de nouvelles sources.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'À propos de Granite Digital',
    paragraphs: [
      'Granite Digital est une agence britannique de marketing digital et d’IA, dont le siège est à Aberdeen et le second bureau à Slough, près de Londres. Nous associons IA, savoir-faire créatif et données pour aider les entreprises ambitieuses à se développer en ligne, dans toutes les langues de leurs clients.',
      'Nous avons écrit ce guide parce que nous construisons ce type de workflows pour notre propre équipe et pour nos clients. Le principe reste le même : confier le travail répétitif à la machine, et laisser aux humains le jugement, le style et les relations.',
    ],
    helpTitle: 'Comment nous pouvons vous aider',
    help: [
      'Un atelier pour construire ensemble votre profil de style et vos premiers prompts.',
      'La mise en place et le test du workflow complet avec les outils que vous utilisez déjà.',
      'Une stratégie de contenu, pour que votre agent ait toujours quelque chose d’intéressant à dire.',
      'La mesure des résultats et l’amélioration continue du processus.',
    ],
    officesTitle: 'Nos bureaux',
    offices: [
      { city: 'Aberdeen', text: 'Siège social' },
      { city: 'Slough', text: 'Second bureau, près de Londres' },
    ],
    ctaTitle: 'Construisons-le ensemble',
    ctaText:
      'Vous préférez partir avec une longueur d’avance ? Parlons d’un agent LinkedIn adapté à votre équipe, à votre style et à votre processus de validation.',
    contact: CONTACT_LINE,
    disclaimer:
      'Ce livre blanc fournit des recommandations générales et ne constitue pas un conseil juridique. Les outils et les conditions des plateformes évoluent ; vérifiez les conditions en vigueur de chaque service que vous utilisez. © 2025 Granite Digital. Tous droits réservés.',
  },
};
