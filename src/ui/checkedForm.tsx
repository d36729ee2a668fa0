import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import Form, { type FormItemProps } from 'antd-mobile/es/components/form';
import type { FormInstance } from 'rc-field-form';
import { delayedChecks } from '../lib/fieldChecks.ts';

interface CheckFailure<V> {
  values: V;
  errorFields: { name: (string | number)[]; errors: string[] }[];
}

/**
 * antd-mobile's Form under the one message rule (src/lib/fieldChecks.ts): an item's rules are the
 * checks, and they run when the rule says, not on each keystroke (rc-field-form's own timing). Spread
 * `formProps` on the <Form> and write its fields as <CheckedItem>. A value set by code rather than typed
 * (a picker's choice) is told with `edited(name)`. `linked`: fields checked again when another one
 * changes (a confirmation on its password); `onValuesChange`: the form's own, called after.
 */
export function useCheckedForm<V extends object>(
  form: FormInstance<V>,
  onFinish: (values: V) => void,
  { linked = {}, onValuesChange }: { linked?: Record<string, string[]>; onValuesChange?: (changed: Partial<V>, all: V) => void } = {},
) {
  const finish = useRef(onFinish);
  finish.current = onFinish;
  const [checks] = useState(() =>
    delayedChecks<string>({
      hide: (names) =>
        form.setFields((names === 'all' ? form.getFieldsError().map((f) => f.name) : names.map((n) => [n])).map((name) => ({ name, errors: [] }))),
      reveal: (names) => void (names === 'all' ? form.validateFields() : form.validateFields(names as string[])).catch(() => undefined),
    }),
  );
  useEffect(() => () => checks.cancel(), [checks]);

  const submit = () =>
    form.validateFields({ validateOnly: true }).then(
      (values) => checks.submitted(true) && finish.current(values as V),
      // a check that started meanwhile makes the answer "out of date" with no failed field: it passed
      (failure: CheckFailure<V>) => checks.submitted(failure.errorFields.length === 0) && finish.current(failure.values),
    );
  const edited = (...names: string[]) => checks.edited(names, [...new Set(names.flatMap((n) => linked[n] ?? []))]);

  return {
    formProps: {
      form,
      component: CheckedFormElement,
      onCheckedSubmit: submit,
      onValuesChange: (changed: Partial<V>, all: V) => {
        edited(...Object.keys(changed));
        onValuesChange?.(changed, all);
      },
    },
    edited,
    /** Forget every edit and message (the form was emptied). */
    reset: checks.reset,
  };
}

/** The <form> element rc-field-form renders, sending a submit to the rule instead of its own validation. */
function CheckedFormElement({ onCheckedSubmit, onSubmit: _own, ...props }: FormHTMLAttributes<HTMLFormElement> & { onCheckedSubmit: () => void }) {
  return (
    <form
      {...props}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        e.stopPropagation();
        onCheckedSubmit();
      }}
    />
  );
}

/** A field of a checked form: its rules run when the form's rule says (useCheckedForm). */
export function CheckedItem(props: FormItemProps) {
  return <Form.Item validateTrigger={[]} {...props} />;
}
