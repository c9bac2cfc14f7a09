import { CONTACT_LINE } from '../brand';
import type { WhitePaperContent } from './types';

export const en: WhitePaperContent = {
  locale: 'en',
  language: 'en-GB',
  meta: {
    title: 'Build your own LinkedIn AI agent',
    subject: 'A practical do-it-yourself guide to spending up to 70% less time on LinkedIn content, without losing your voice.',
    keywords: ['LinkedIn', 'AI agent', 'content automation', 'no-code', 'Granite Digital', 'white paper'],
  },
  cover: {
    eyebrow: 'White paper · 2025',
    title: 'Build your own LinkedIn AI agent',
    subtitle: 'A practical do-it-yourself guide to spending up to 70% less time on LinkedIn content, without losing your voice.',
    highlightsTitle: 'Inside this guide',
    highlights: [
      { value: 'Up to 70%', text: 'less time on LinkedIn content: what our clients typically see once the workflow has settled in.' },
      { value: '4 building blocks', text: 'Sources, drafting in your voice, human review and scheduling, built with everyday no-code tools.' },
      { value: '30 days', text: 'A week-by-week rollout plan, ready-to-use prompt templates and a pre-publish checklist.' },
    ],
    audience:
      '**Written for** founders, consultants and marketing teams who want a consistent LinkedIn presence without giving up their evenings, and without handing their reputation to a robot.',
    offices: 'Granite Digital · Aberdeen · Slough',
  },
  labels: {
    contents: 'Contents',
    pageOf: 'Page {page} of {total}',
    footerTitle: 'DIY LinkedIn AI agent',
    prompt: 'Prompt template',
  },
  intro: {
    id: 'at-a-glance',
    heading: 'At a glance',
    blocks: [
      {
        kind: 'paragraph',
        text: 'LinkedIn rewards people who turn up regularly with something useful to say. For most founders, consultants and marketing teams the problem is not a lack of ideas. It is the hours that disappear between having an idea and publishing a post that actually sounds like you.',
      },
      {
        kind: 'paragraph',
        text: 'This white paper shows you how to build a small, practical AI agent that takes over the repetitive parts of that work. It gathers your raw material, drafts posts in your own voice, puts every draft in front of you for approval and queues the finished post for publishing. You stay the author; the agent does the legwork.',
      },
      {
        kind: 'stat',
        value: 'Up to 70%',
        label: 'less time spent on LinkedIn content',
        text: 'This is what our clients typically see once the workflow has settled in. Your own result depends on how often you post, how much you like to edit and how good your source material is, so section 07 shows you how to measure it yourself.',
      },
      {
        kind: 'paragraph',
        text: 'You do not need to write code. Everything here can be built with tools many teams already pay for: an online spreadsheet, a no-code automation platform, access to a large language model (LLM) and a scheduler. Plan a few focused sessions for the first version, then about 30 days to turn it into a habit.',
      },
    ],
  },
  sections: [
    {
      id: 'why-time',
      heading: 'Why LinkedIn content eats your time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ask anyone who posts regularly where their LinkedIn time goes and the answer is rarely “typing”. The writing itself is often the quickest part. The time goes on everything around it:',
        },
        {
          kind: 'bullets',
          items: [
            { lead: 'Finding something worth saying.', text: 'Combing through notes, meetings and news for an angle, usually at the last minute.' },
            { lead: 'The blank page.', text: 'Starting from zero every time instead of from a decent first draft.' },
            { lead: 'Rewriting until it sounds like you.', text: 'Generic copy is quick to produce and slow to fix.' },
            { lead: 'Polishing.', text: 'A strong opening line, readable line breaks, a clear call to action, sensible hashtags.' },
            { lead: 'Approvals.', text: 'Waiting for a colleague, a client or the legal team to sign a post off.' },
            { lead: 'Remembering to post.', text: 'Finding a good slot in the week, then actually publishing.' },
            { lead: 'Starting again.', text: 'A strong idea gets used once, even though it could carry three or four posts.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of these tasks needs your full attention, yet together they break the week into small, costly interruptions. Because every post feels like a project, many people end up posting in bursts: three posts in a good week, then silence for a month. An agent turns posting into a routine. Raw material goes in, drafts come out, and your job shrinks to choosing, editing and approving.',
        },
      ],
    },
    {
      id: 'what-agent-does',
      heading: 'What a LinkedIn AI agent actually does',
      blocks: [
        {
          kind: 'paragraph',
          text: '“Agent” is a fashionable word, so let’s be precise. In this guide, a LinkedIn AI agent is a small automated workflow that uses an LLM to move a post from raw idea to scheduled draft, with a human approval step in the middle. It is not an autopilot that posts on your behalf, and it never logs into LinkedIn pretending to be you.',
        },
        {
          kind: 'table',
          columns: ['Task', 'Without an agent', 'With an agent'],
          widths: [0.22, 0.39, 0.39],
          rows: [
            ['Collecting ideas', 'Scattered across notes, inboxes and memory', 'Captured in one ideas inbox as they come up'],
            ['First draft', 'Written from scratch, often late in the week', 'Ready in your voice, based on your own material'],
            ['Editing', 'Heavy rewrites to fix tone and structure', 'Light edits: facts, nuance and a personal touch'],
            ['Repurposing', 'Rarely happens', 'One article or talk becomes several post drafts'],
            ['Publishing', 'Manual and easy to forget', 'Approved posts go into a schedule automatically'],
          ],
        },
        {
          kind: 'callout',
          title: 'What the agent should never do',
          text: 'Publish without your approval, reply to comments or send messages as you, or collect data from LinkedIn by scraping. These are the lines that keep your account safe and your reputation intact.',
        },
      ],
    },
    {
      id: 'architecture',
      heading: 'The architecture: four building blocks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every dependable LinkedIn agent follows the same simple pipeline. Keep it this simple to begin with; you can add sophistication once the basics work.',
        },
        {
          kind: 'flow',
          steps: [
            { title: 'Sources', text: 'Notes, articles, meeting takeaways, client questions' },
            { title: 'AI drafting', text: 'An LLM writes drafts using your voice profile' },
            { title: 'Human review', text: 'You edit, approve or reject every draft' },
            { title: 'Scheduling', text: 'Approved posts are queued for publishing' },
          ],
          loop: 'Feedback loop: your edits and results improve the voice profile and prompts',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Sources.',
              text: 'The quality of the output is capped by the quality of the input. The best sources are things only you or your company know: lessons from projects, questions clients keep asking, your own articles and talks. Everything lands in one place, the **ideas inbox**, as a short note plus an optional link or transcript.',
            },
            {
              lead: 'Drafting in your voice.',
              text: 'The LLM receives the raw idea and your **voice profile**, a one-page description of how you write, built from your best existing posts. The voice profile is what separates a useful agent from a generic text generator.',
            },
            {
              lead: 'Human review.',
              text: 'Every draft lands in a review queue. You check the facts, add the detail only you could add, and approve, change or reject it. This step is non-negotiable: it protects your reputation, and it is where your expertise shows.',
            },
            {
              lead: 'Scheduling and feedback.',
              text: 'Approved posts go into LinkedIn’s built-in post scheduling or a scheduling tool that publishes through LinkedIn’s official API. Note how each post performed and what you changed during review; those notes improve the voice profile and prompts month by month.',
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      heading: 'Step by step: build your agent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You need four types of tool, all widely available and often on free or entry-level plans: an **LLM** (as a chat assistant and via its API), an **online spreadsheet** or simple database, a **no-code automation platform** and a **scheduler**. We describe them by type rather than by brand: choose the ones your organization already uses and has approved.',
        },
        {
          kind: 'steps',
          items: [
            {
              lead: 'Create your voice profile.',
              text: 'Collect 10 to 20 posts, articles or emails you wrote and are proud of, and run them through the voice-profile prompt in section 05 in an LLM chat assistant. Edit the result by hand until it reads like a description of you. It is the most valuable asset in the whole system.',
            },
            {
              lead: 'Set up your ideas inbox.',
              text: 'In your spreadsheet, create a table with the columns date, idea, source, post type, status (new, drafted, approved, scheduled, published) and draft. Make capturing an idea effortless, with a simple form or a forwarding email address: if it takes longer than 30 seconds, you will stop doing it.',
            },
            {
              lead: 'Automate the drafting.',
              text: 'In your automation platform, create a workflow that starts whenever a row with the status “new” appears. It sends the idea, the source and your voice profile to the LLM with the drafting prompt, writes the answer into the draft column and sets the status to “drafted”.',
            },
            {
              lead: 'Build the review step.',
              text: 'Review in the table, in a daily email digest or in your team chat. Keep the options simple (approve, change, reject) and edit the text itself rather than instructing the machine: your edits are the best training material you have.',
            },
            {
              lead: 'Schedule and publish.',
              text: 'Paste approved drafts into LinkedIn’s post scheduler, or let the automation hand them to a scheduling tool that uses LinkedIn’s official integration. Aim for a steady rhythm, such as two or three posts a week.',
            },
            {
              lead: 'Close the loop.',
              text: 'Once a month, look at which posts started conversations, what you kept changing and which ideas you rejected, then update the voice profile and prompts.',
            },
          ],
        },
      ],
    },
    {
      id: 'prompts',
      heading: 'Prompt templates you can copy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Replace everything in [square brackets], keep the prompts in one shared document and write them in the language you post in. Note the instruction to write [CHECK] instead of inventing facts: it turns the model’s gaps into visible to-dos for your review.',
        },
        {
          kind: 'prompt',
          title: '1 · Build your voice profile',
          text: 'You are an editor who analyses writing styles. Below are [number] LinkedIn posts I wrote. Describe my writing voice so precisely that another writer could imitate it: sentence and paragraph length, tone, words and phrases I use often, words I never use, how I open and close posts, and my use of questions, emojis and hashtags. Finish with five rules for writing like me. Do not invent traits the examples do not show.\n\n[Paste your posts here]',
        },
        {
          kind: 'prompt',
          title: '2 · Draft a post from an idea',
          text: 'You write LinkedIn posts for [name], [role] at [company]. Follow this voice profile strictly:\n[voice profile]\n\nWrite one LinkedIn post based on the idea and source below. Audience: [target audience]. Goal: [e.g. start a conversation, share a lesson]. Length: 120 to 200 words. Open with a specific, concrete first line. Use short paragraphs. End with [call to action]. Use at most [number] hashtags. Do not invent facts, figures, quotes or client names; where something is missing, write [CHECK].\n\nIdea: [idea]\nSource: [notes, transcript or article extract]',
        },
        {
          kind: 'prompt',
          title: '3 · Turn one piece of content into several posts',
          text: 'Below is an article or talk transcript by [name]. Suggest five distinct LinkedIn post ideas based on it, each with a one-sentence angle and the passage it draws on. Vary the format: a lesson learned, a contrarian view, a practical tip, a short story and a question to the audience. Do not write the posts yet.\n\n[text]',
        },
        {
          kind: 'prompt',
          title: '4 · Critique a draft before you review it',
          text: 'Check this LinkedIn draft against the voice profile below. List anything that sounds generic, exaggerated or unlike the author, every claim that needs a source, and anything that might be confidential. Then suggest a tighter version of the first two lines. Do not rewrite the whole post.\n\nVoice profile: [voice profile]\nDraft: [draft]',
        },
      ],
    },
    {
      id: 'guardrails',
      heading: 'Guardrails: quality, platform rules and data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An agent that saves time but costs trust is a bad trade. Build these guardrails in from day one.',
        },
        { kind: 'subheading', text: 'Always review before posting' },
        {
          kind: 'paragraph',
          text: 'LLMs can produce fluent, confident text that is simply wrong. Nothing goes live without a person reading it in full. Treat the agent as a capable assistant whose work you sign off, not as a ghostwriter you never check.',
        },
        { kind: 'subheading', text: 'Respect LinkedIn’s rules' },
        {
          kind: 'bullets',
          items: [
            'Publish through LinkedIn itself or through tools that use LinkedIn’s official API.',
            'Do not scrape LinkedIn or use bots and browser extensions that automate likes, comments, connection requests or messages. LinkedIn’s User Agreement prohibits this kind of automation, and accounts that use it can be restricted.',
            'Keep conversations human: replies to comments and direct messages should come from you.',
            'Read the current User Agreement and Professional Community Policies yourself; they change from time to time.',
          ],
        },
        { kind: 'subheading', text: 'Take care of data (UK GDPR and EU GDPR)' },
        {
          kind: 'bullets',
          items: [
            'Do not paste personal data about clients, candidates or colleagues into prompts unless you have a lawful basis and genuinely need it.',
            'Check your LLM provider’s terms: where data is processed, how long it is kept and whether your inputs may be used to train models. Prefer business plans with a data processing agreement.',
            'Keep confidential information such as deal details, financial figures and unannounced plans out of the ideas inbox.',
            'Ask before you name or tag a client or colleague, limit access to the automation accounts and delete raw material you no longer need.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Using AI to help you draft is increasingly normal. What matters is that the opinions, experience and facts are genuinely yours, and that you stand behind every word.',
        },
        {
          kind: 'checklist',
          title: 'Pre-publish checklist',
          items: [
            'Every fact, figure and name has been checked, and no [CHECK] markers remain.',
            'It sounds like me: I would say this out loud to a client.',
            'It contains no confidential or personal data that should stay private.',
            'Everyone named or tagged has agreed.',
            'Links work and the call to action is clear.',
            'It gives the audience something useful, not just the algorithm.',
          ],
        },
      ],
    },
    {
      id: 'measuring',
      heading: 'Measuring the time saved',
      blocks: [
        {
          kind: 'paragraph',
          text: '“Up to 70% less time” is a promise worth checking against your own numbers. Measuring is simple, but it has to start before you switch the agent on.',
        },
        {
          kind: 'steps',
          items: [
            { lead: 'Set a baseline.', text: 'For two weeks before you start, log the minutes you spend on each post, from first idea to publication, including approvals.' },
            { lead: 'Log the same way afterwards.', text: 'Once the agent is running, log the minutes spent capturing ideas, reviewing, editing and approving.' },
            { lead: 'Compare like with like.', text: 'Use the same types of post and compare averages over at least two weeks, not individual posts.' },
          ],
        },
        {
          kind: 'table',
          columns: ['Metric', 'How to measure it', 'Why it matters'],
          widths: [0.24, 0.42, 0.34],
          rows: [
            ['Minutes per post', 'A time column in your ideas inbox', 'The core measure of time saved'],
            ['Posts per week', 'Count of published posts', 'Shows whether consistency improves'],
            ['Editing effort', 'Light, medium or heavy edits per draft', 'Shows whether the voice profile works'],
            ['Conversations', 'Comments, messages and enquiries from your target audience', 'Keeps the focus on results, not volume'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The calculation: (baseline minutes per post − new minutes per post) ÷ baseline minutes per post. As an illustration: if a post used to take 90 minutes and now takes 30, you save two thirds of the time. Savings of up to 70% are what our clients typically see once the workflow has settled in; expect the first weeks to be slower while you fine-tune the voice profile.',
        },
      ],
    },
    {
      id: 'rollout',
      heading: 'Your 30-day rollout plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roll the agent out in four short phases. Resist the urge to automate everything in the first week: a manual process that works is the best specification for an automated one. After 30 days you will have a working agent, real numbers and a clear picture of where it helps most.',
        },
        {
          kind: 'table',
          columns: ['Days', 'Focus', 'Done when'],
          widths: [0.1, 0.53, 0.37],
          rows: [
            ['1–7', 'Start your time log. Build and hand-edit your voice profile. Set up the ideas inbox and add at least ten ideas.', 'The baseline is running and the voice profile reads like you'],
            ['8–14', 'Run the drafting prompt by hand in a chat assistant. Review, edit and publish two or three posts.', 'You have published posts drafted with the prompts'],
            ['15–21', 'Automate the drafting and the review notification. Connect scheduling for approved posts.', 'New ideas become drafts without copying and pasting'],
            ['22–30', 'Compare your time log with the baseline. Update prompts and voice profile based on your edits. Agree rules for the team.', 'You know your time saving and have a steady weekly rhythm'],
          ],
        },
        {
          kind: 'checklist',
          title: 'Day-30 review',
          items: [
            'Average minutes per post, before and after.',
            'Number of posts published, and how evenly they were spread.',
            'The three edits you made most often, and the prompt changes that will prevent them.',
            'Any data-protection or approval issues, and how you resolved them.',
            'Your decision: keep as it is, roll out to colleagues or add new sources.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'About Granite Digital',
    paragraphs: [
      'Granite Digital is a UK digital marketing and AI agency with its headquarters in Aberdeen and a second office in Slough, near London. We combine AI, creative craft and data to help ambitious businesses grow online, in every language their customers speak.',
      'We wrote this guide because we build workflows like this for our own team and for our clients. The principle is always the same: let the machine handle the repetitive work, and keep people in charge of judgement, voice and relationships.',
    ],
    helpTitle: 'How we can help',
    help: [
      'A workshop to build your voice profile and first prompts together.',
      'Setting up and testing the full workflow with the tools you already use.',
      'A content strategy, so your agent always has something worth saying.',
      'Measuring the results and refining the process over time.',
    ],
    officesTitle: 'Our offices',
    offices: [
      { city: 'Aberdeen', text: 'Headquarters' },
      { city: 'Slough', text: 'Second office, near London' },
    ],
    ctaTitle: 'Let’s build it together',
    ctaText: 'Would you rather have a head start? Talk to us about a LinkedIn agent tailored to your team, your voice and your approval process.',
    contact: CONTACT_LINE,
    disclaimer:
      'This white paper offers general guidance and is not legal advice. Tools and platform terms change; check the current terms of every service you use. © 2025 Granite Digital. All rights reserved.',
  },
};
