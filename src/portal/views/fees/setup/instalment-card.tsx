// One instalment of a draft fee plan, as a card: its name, due date and an amount per fee head
// (rupees, on the numeric keypad), its total, what is wrong with it once Save or Publish was tried,
// and the buttons that move or remove it. Every change is an event to the plan editor's machine.

import type { FeeHead } from '@common/api/portal/fees';
import { INSTALMENT_LABEL_MAX } from '@common/fees/plan-rules';
import { paiseOf } from '@machines/portal/fee-amounts';
import type {
  DraftInstalment,
  FeePlanEditorEvent,
  RowProblem,
} from '@machines/portal/fee-plan-editor.machine';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useRupees } from './use-rupees';

export function instalmentTotal(row: DraftInstalment): number {
  return Object.values(row.amounts).reduce((sum, text) => sum + (paiseOf(text) ?? 0), 0);
}

export function InstalmentCard(props: {
  index: number;
  count: number;
  row: DraftInstalment;
  heads: readonly FeeHead[];
  problem: RowProblem | undefined;
  disabled: boolean;
  /** Ids unique on the page: the plan's instalment keys never repeat in a draft. */
  idPrefix: string;
  send: (event: FeePlanEditorEvent) => void;
}) {
  const t = useText(feeSetupText).editor;
  const rupees = useRupees();
  const { index, row, problem, disabled, send } = props;
  const n = index + 1;
  const id = (part: string) => `${props.idPrefix}-${row.key}-${part}`;
  const errorId = id('problem');
  const invalid = (field: 'label' | 'dueOn' | 'amount', text = '') => {
    if (field === 'label') return problem === 'label';
    if (field === 'dueOn') return problem === 'date' || problem === 'order';
    return (problem === 'amount' && paiseOf(text) === null) || problem === 'nothing';
  };
  const described = (bad: boolean) => ({
    'aria-invalid': bad,
    'aria-describedby': bad ? errorId : undefined,
  });
  return (
    <fieldset className="fees-instalment" aria-invalid={problem !== undefined}>
      <legend>{t.instalment(n)}</legend>
      <div className="mgmt-field">
        <label htmlFor={id('label')}>{t.label}</label>
        <input
          id={id('label')}
          value={row.label}
          maxLength={INSTALMENT_LABEL_MAX}
          disabled={disabled}
          onChange={(event) =>
            send({ type: 'instalment.change', index, field: 'label', value: event.target.value })
          }
          {...described(invalid('label'))}
        />
      </div>
      <div className="mgmt-field">
        <label htmlFor={id('due')}>{t.dueOn}</label>
        <input
          id={id('due')}
          type="date"
          value={row.dueOn}
          disabled={disabled}
          onChange={(event) =>
            send({ type: 'instalment.change', index, field: 'dueOn', value: event.target.value })
          }
          {...described(invalid('dueOn'))}
        />
      </div>
      <div className="fees-amounts">
        {props.heads.map((head) => {
          const text = row.amounts[head.id] ?? '';
          return (
            <div key={head.id} className="mgmt-field fees-amount">
              <label htmlFor={id(head.id)}>{t.amountOf(head.name)}</label>
              <input
                id={id(head.id)}
                inputMode="decimal"
                autoComplete="off"
                value={text}
                disabled={disabled}
                onChange={(event) =>
                  send({ type: 'amount.change', index, headId: head.id, value: event.target.value })
                }
                {...described(invalid('amount', text))}
              />
            </div>
          );
        })}
      </div>
      <p className="fees-money">{t.instalmentTotal(rupees(instalmentTotal(row)))}</p>
      {problem ? (
        <p className="mgmt-field-error" id={errorId}>
          {t.problems[problem]}
        </p>
      ) : null}
      <div className="mgmt-buttons">
        {index > 0 ? (
          <button
            type="button"
            disabled={disabled}
            aria-label={t.moveUp(n)}
            onClick={() => send({ type: 'instalment.move', index, by: -1 })}
          >
            {t.up}
          </button>
        ) : null}
        {index < props.count - 1 ? (
          <button
            type="button"
            disabled={disabled}
            aria-label={t.moveDown(n)}
            onClick={() => send({ type: 'instalment.move', index, by: 1 })}
          >
            {t.down}
          </button>
        ) : null}
        {props.count > 1 ? (
          <button
            type="button"
            disabled={disabled}
            aria-label={t.remove(n)}
            onClick={() => send({ type: 'instalment.remove', index })}
          >
            {t.removeShort}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
