// What a guardian reads, in their language (docs/requirements/school-day.md#absence-alerts,
// docs/requirements/fees.md#reminders): the registered templates of every message Shala sends a
// guardian, one place for all of them.
// An SMS or WhatsApp message in India must match a template registered with the operator (TRAI's
// DLT; WhatsApp's pre-approved templates), with `{#var#}` for each variable part, so the provider
// gets a template id and the variables, never a text (http-provider.ts), and e-mail renders the
// same template. `registeredText` prints each template as it is registered (docs/operations.md#messages-to-guardians).

export type TemplateName = 'absent' | 'correction' | 'confirm' | 'fee_due' | 'sign_in_code';
export type MessageLanguage = 'en' | 'hi';

/** Each template's variables (their order in a text is that language's: orderedVariables). */
export const TEMPLATE_VARIABLES = {
  absent: ['student', 'class', 'school', 'date', 'phone'],
  correction: ['student'],
  confirm: ['school', 'link'],
  // `children`: each child with the amount and its date ("Aarav Rs 15,000 due 10 Jul; ..."), joined
  // by "; "; `amount`: the family's total; `pay`: the children's UPI links, space-separated, or
  // where to pay when the school has no UPI ID (services/portal/fees/reminders.ts: reminderVariables).
  fee_due: ['school', 'children', 'amount', 'phone', 'pay'],
  // The guardian's one-time code to sign in to the school's portal (services/portal/guardians/).
  sign_in_code: ['code', 'school', 'minutes'],
} as const satisfies Record<TemplateName, readonly string[]>;

export type TemplateVariables<T extends TemplateName> = Record<
  (typeof TEMPLATE_VARIABLES)[T][number],
  string
>;

type Texts = {
  [T in TemplateName]: (variables: TemplateVariables<T>) => { subject: string; text: string };
};

const TEXTS: Record<MessageLanguage, Texts> = {
  en: {
    absent: ({ student, class: group, school, date, phone }) => ({
      subject: `${student} is absent today`,
      text: `${student} (${group}) was marked absent at ${school} today, ${date}. To reach the school, call ${phone}.`,
    }),
    correction: ({ student }) => ({
      subject: `${student} is in school today`,
      text: `${student} is in school today; the earlier absence message was a mistake.`,
    }),
    confirm: ({ school, link }) => ({
      subject: `${school} asks to send you attendance messages`,
      text: `${school} asks to send you messages about your child's attendance through Shala. Accept or stop them here: ${link} If you do not know this school, do nothing: you will get no more messages.`,
    }),
    // The links last: nothing after them for a phone to take as part of a link.
    fee_due: ({ school, children, amount, phone, pay }) => ({
      subject: `Fee reminder from ${school}`,
      text: `Fee reminder from ${school}: ${children}. Total due ${amount}. Questions: call ${phone}. Pay: ${pay}`,
    }),
    // The code first: a phone's notification shows the start of a message.
    sign_in_code: ({ code, school, minutes }) => ({
      subject: `${code} is your code for ${school}`,
      text: `${code} is your code to sign in to ${school} on Shala. It works for ${minutes} minutes. Do not share it with anyone.`,
    }),
  },
  hi: {
    // One UCS-2 part (70 characters) for usual names: "today" stands for the date, which the
    // e-mail writes out (an alert goes out the same school day or never).
    absent: ({ student, class: group, school, phone }) => ({
      subject: `${student} आज अनुपस्थित है`,
      text: `${student} (${group}) आज अनुपस्थित। ${school} ${phone}`,
    }),
    correction: ({ student }) => ({
      subject: `${student} आज स्कूल में है`,
      text: `${student} आज स्कूल में है; अनुपस्थिति का पिछला संदेश गलती से भेजा गया था।`,
    }),
    confirm: ({ school, link }) => ({
      subject: `${school} आपको उपस्थिति के संदेश भेजना चाहता है`,
      text: `${school} Shala के ज़रिए आपके बच्चे की उपस्थिति के संदेश आपको भेजना चाहता है। स्वीकार करें या रोकें: ${link} अगर आप इस स्कूल को नहीं जानते, तो कुछ न करें: आपको और संदेश नहीं मिलेंगे।`,
    }),
    // Short (every Hindi SMS is UCS-2, 67 characters a part): no total, which the e-mail gives;
    // each child's amount is in `children`.
    fee_due: ({ school, children, phone, pay }) => ({
      subject: `${school}: फ़ीस की याद`,
      text: `${school}: फ़ीस देय ${children}। फ़ोन ${phone}। भुगतान: ${pay}`,
    }),
    sign_in_code: ({ code, school, minutes }) => ({
      subject: `${school} के लिए आपका कोड ${code}`,
      text: `${code} ${school} में Shala पर साइन इन का आपका कोड है। यह ${minutes} मिनट चलेगा। इसे किसी को न बताएँ।`,
    }),
  },
};

export function templateText<T extends TemplateName>(
  language: MessageLanguage,
  name: T,
  variables: TemplateVariables<T>,
): { subject: string; text: string } {
  return (TEXTS[language][name] as (variables: TemplateVariables<T>) => { subject: string; text: string })(
    variables,
  );
}

/** The template as registered with the operator: each variable written `{#var#}`. */
export function registeredText(language: MessageLanguage, name: TemplateName): string {
  const placeholders = Object.fromEntries(TEMPLATE_VARIABLES[name].map((variable) => [variable, '{#var#}']));
  return templateText(language, name, placeholders as TemplateVariables<typeof name>).text;
}

/**
 * The variables in the order their `{#var#}` stand in this language's registered text (the
 * operator fills them by position), only those it has: the Hindi absence says "today" for the date.
 */
export function orderedVariables<T extends TemplateName>(
  language: MessageLanguage,
  name: T,
  variables: TemplateVariables<T>,
): string[] {
  const markers = Object.fromEntries(
    TEMPLATE_VARIABLES[name].map((variable) => [variable, `[[${variable}]]`]),
  );
  const text = templateText(language, name, markers as TemplateVariables<T>).text;
  return [...TEMPLATE_VARIABLES[name]]
    .filter((variable) => text.includes(`[[${variable}]]`))
    .sort((a, b) => text.indexOf(`[[${a}]]`) - text.indexOf(`[[${b}]]`))
    .map((variable) => (variables as Record<string, string>)[variable] ?? '');
}
