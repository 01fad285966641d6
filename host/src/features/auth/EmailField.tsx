import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/** The e-mail field of the identity forms: required, checked as an address, browser autocomplete. */
export function EmailField({ autoFocus = false }: { readonly autoFocus?: boolean }): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <Form.Item
      label={t('fields.email')}
      name="email"
      rules={[
        { required: true, message: t('validation.emailRequired') },
        { type: 'email', message: t('validation.emailInvalid') },
      ]}
    >
      <Input autoComplete="email" autoFocus={autoFocus} />
    </Form.Item>
  );
}
