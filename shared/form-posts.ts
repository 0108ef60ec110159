// A public form posted as a page (`<form method="post">`, before or without the page's scripts): what the page's
// action makes of it, rendered by the page it was posted to. Shared by the route modules and the server.

/** What a person typed, by field name, as the page shows it back. */
export type TypedValues = Record<string, string>;

/** How the server's endpoint answered a posted form. */
export type FormSubmission =
  /** Stored: the endpoint's response, with its status (201 stored now, 200 the same submission stored before). */
  | { status: number; response: unknown }
  /** Refused as typed: a message per field, in the rules' words. Nothing was stored. */
  | { status: number; errors: Record<string, string> }
  /** Not stored for another reason (too many at once, the server failed): what to tell the person. */
  | { status: number; failure: string };

/** The server's side of a posted form: the endpoint's checks and handler, as for the JSON API. */
export type SubmitForm = (endpoint: { method: string; path: string }, body: Record<string, unknown>) => Promise<FormSubmission>;

/** The posted form as its page renders it: the receipt, or the form again with every typed value and the messages. */
export type PostedForm<Receipt = unknown> =
  { sent: Receipt } | { values: TypedValues; errors: Record<string, string> } | { values: TypedValues; failure: string };
