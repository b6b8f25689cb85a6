// The one editing pattern every form machine follows. A form is edited (idle before any attempt,
// error after a failed one: the notice explains, the values stay and can be sent again); a
// submit either flags the invalid fields and focuses the first one, or goes to `submitting`,
// which calls the form's actor. A failure the machine does not single out returns to the form
// with the server's sentence (or the catalogue's fallback). What happens after success, and any
// state around the form, stays with each machine.
//
// The machine spreads `actions` and `guards` into its setup() and places `editing` and
// `submitting` under those two keys; the pieces refer to each other by those names.
import { type ActionFunction, type AnyEventObject, assign } from 'xstate';
import { type Notice, noticeFrom } from './api-failure';
import { type FieldChange, type FieldErrors, firstInvalid, withField, withoutError } from './form-fields';

export interface FormContext<V extends object, F extends string, N extends string> {
  values: V;
  errors: Partial<Record<F, string>>;
  notice: Notice<N> | null;
}

/** A form may open already filled (an address just verified, say). */
export type FormInput<V> = { values?: Partial<V> } | undefined;

export type FormEvent<F extends string> = FieldChange<F> | { type: 'form.submit' };

// Loose at this boundary on purpose: the same pieces serve machines with different contexts and
// events, and setup() gives each machine's own transitions their types back.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;
type FormAction<P = undefined> = ActionFunction<Loose, Loose, Loose, P, Loose, Loose, Loose, Loose, Loose>;

export interface FormSpec<C extends FormContext<object, F, N>, F extends string, N extends string> {
  /**
   * Field codes by field; an empty object means the form can be sent. The context is there for a
   * rule that depends on more than the values (what the chosen concession rule needs, say).
   */
  validate: (values: C['values'], context: C) => Partial<Record<F, string>>;
  /** The fields in the page's order: the first invalid one gets the focus. */
  order: readonly F[];
  /** Also the invoke id, so its built-in events read `xstate.done.actor.<submit>`. */
  submit: string;
  input: (args: { context: C; event: AnyEventObject }) => unknown;
  onDone: unknown;
  /** Failures handled before the default one (each a transition of the `submitting` state). */
  onError?: readonly unknown[];
  /** The default failure: which server fields hold its sentence, and the catalogue code. */
  notice: { from: ReadonlyArray<'message' | 'error'>; fallback: N };
  /** More events the form answers while it is edited. */
  on?: Record<string, unknown>;
}

export function formPattern<C extends FormContext<object, F, N>, F extends string, N extends string>(
  spec: FormSpec<C, F, N>,
) {
  const errorsOf = (context: C) => spec.validate(context.values, context) as FieldErrors<F>;
  const actions = {
    setField: assign(({ context, event }: { context: Loose; event: Loose }) => ({
      values: withField(context.values, event.field, event.value),
      errors: withoutError(context.errors, event.field),
    })) as FormAction,
    showErrors: assign({ errors: ({ context }: { context: Loose }) => errorsOf(context) }) as FormAction,
    startSubmit: assign({ notice: null, errors: {} }) as FormAction,
    showFailure: assign({
      notice: ({ event }: { event: Loose }) =>
        noticeFrom(event.error, spec.notice.from, spec.notice.fallback),
    }) as FormAction,
    /** Provided by the view: moves the focus to that field's control. */
    focusField: ((_: unknown, _params: { field: F }) => {}) as FormAction<{ field: F }>,
  };
  const guards = {
    isFormValid: ({ context }: { context: C }) => Object.keys(errorsOf(context)).length === 0,
  };
  const editing = {
    initial: 'idle',
    states: { idle: {}, error: {} },
    on: {
      'field.change': { actions: 'setField' },
      'form.submit': [
        { guard: 'isFormValid', target: 'submitting' },
        {
          actions: [
            'showErrors',
            {
              type: 'focusField',
              params: ({ context }: { context: C }) => ({
                field: firstInvalid(errorsOf(context), spec.order) ?? (spec.order[0] as F),
              }),
            },
          ],
        },
      ],
      ...spec.on,
    },
  } as Loose;
  const submitting = {
    entry: 'startSubmit',
    invoke: {
      id: spec.submit,
      src: spec.submit,
      input: spec.input,
      onDone: spec.onDone,
      onError: [...(spec.onError ?? []), { target: 'editing.error', actions: 'showFailure' }],
    },
  } as Loose;
  return { actions, guards, editing, submitting };
}

/** The context a form starts with: its values, no errors, no notice. */
export function formContext<V extends object>(values: V) {
  return { values, errors: {}, notice: null };
}
