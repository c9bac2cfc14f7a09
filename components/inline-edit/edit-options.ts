// What the server hands the page's editor (components/layout/site-document.tsx): the labels of
// its buttons and, in publish mode, where drafts go. Types only, in a file of their own so that
// the layer and the chunks it loads can all name them without importing each other.

export type EditLabels = { edit: string; save: string; cancel: string; reset: string; field: string };

/** Publish mode (a team member in draft mode): edits become drafts for every visitor. */
export type PublishOptions = {
  locale: string;
  endpoint: string;
  /** Keys of this language that have a draft (their texts are shown marked). */
  draftKeys: string[];
  labels: {
    discard: string;
    failed: string;
    refused: Record<string, string>;
    /** Asking about a colleague's draft of the text ("{name}" stands for the colleague). */
    colleague: { draft: string; keep: string; replace: string; editTheirs: string };
  };
};
