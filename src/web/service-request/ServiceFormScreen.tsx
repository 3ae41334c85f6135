import { Checkbox, Collapse, Select, Stack, Switch, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { SERVICE_ANSWERS, type ServiceAnswer } from '../../../machines/service-request/service-answers';
import { isServiceType, serviceTitle, type ServicePlanId } from '../../shared/schemas/service-request';
import { useServiceRequest } from './service-request-context';
import {
  maskProcessNumber,
  segmentOptions,
  serviceDados,
  serviceFormValues,
  type ServiceFormValues,
} from './service-request-forms';
import { ServiceFrame } from './ServiceFrame';
import { niceClassFilter } from '../ui/nice-class-filter';
import { NiceClassHeading } from '../ui/NiceClassHeading';
import { takeSearchPrefill } from '../search/search-prefill';
import { PLAN } from '../../shared/catalogue';
import { holderAnswers, holderQuestions, holderValues, ServiceHolderFields } from './ServiceHolderFields';

const leads: Record<ServicePlanId, string> = {
  4: 'Conte qual marca devemos pesquisar na base do INPI e em que segmento ela atua.',
  5: 'Conte qual marca você quer proteger e qual pedido de registro no INPI deve receber a oposição.',
  6: 'Conte qual marca teve o pedido indeferido e o número do processo no INPI para o recurso.',
  7: 'Conte qual marca registrada deve ser prorrogada e o número do processo (ou registro) no INPI.',
};

/**
 * /novo-servico: the form of the service's type, with one action at a time, as the machine allows: "Enviar" sends
 * it (checked first with the server's rules); once the server accepted it, "Próximo" goes on, until an answer
 * changes (EDITED) and it must be sent again.
 */
export function ServiceFormScreen() {
  const [state, send] = useServiceRequest();
  const request = state.context.request!;
  const planoId = request.planId as ServicePlanId;
  // A Busca bought from the public search's results opens with that query's name and class.
  const [values, setValues] = useState<ServiceFormValues>(() =>
    serviceFormValues(request.dados, planoId === PLAN.busca && !request.dados.nomeMarca ? takeSearchPrefill() : null),
  );
  // Asked once, from what the profile had when the form opened: the fields stay while the customer fills them.
  const [questions] = useState(() => holderQuestions(request.titular));
  const [holder, setHolder] = useState(() => holderValues(request.titular));
  const saving = state.matches('saving');
  const has = (field: ServiceAnswer) =>
    isServiceType(planoId) && (SERVICE_ANSWERS[planoId] as readonly ServiceAnswer[]).includes(field);
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    send({ type: 'EDITED' });
  };
  const canGoOn = state.can({ type: 'NEXT' });

  return (
    <ServiceFrame
      screen="novo-servico"
      planoId={planoId}
      serviceName={serviceTitle(request.nome, planoId)}
      title="Dados do serviço"
      lead={leads[planoId]}
      error={state.context.error}
      nav={{
        onBack: () => send({ type: 'BACK' }),
        busy: saving,
        ...(canGoOn
          ? { onNext: () => send({ type: 'NEXT' }) }
          : {
              middle: (
                <Button type="submit" form="service-form" loading={saving} leftSection={<IconSend size={16} />}>
                  Enviar
                </Button>
              ),
            }),
      }}
    >
      <form
        id="service-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'SUBMIT',
            dados: serviceDados(planoId, values),
            ...(questions && { titular: holderAnswers(questions, holder) }),
          });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Nome da marca"
            name="nomeMarca"
            withAsterisk
            value={values.nomeMarca}
            onChange={(event) => set('nomeMarca', event.currentTarget.value)}
            readOnly={saving}
            maxLength={200}
          />
          <Stack gap={4}>
            <Select
              label="Segmento"
              description="A classe de Nice: a área de produtos ou serviços da marca. Busque pelo número ou pelo nome."
              placeholder="Escolha uma classe de 1 a 45"
              withAsterisk
              data={segmentOptions}
              filter={niceClassFilter}
              searchable
              allowDeselect={false}
              nothingFoundMessage="Nenhuma classe encontrada"
              value={values.segmento || null}
              onChange={(value) => set('segmento', value ?? '')}
              readOnly={saving}
              maxDropdownHeight={280}
              comboboxProps={{ withinPortal: true }}
            />
            <NiceClassHeading value={values.segmento} />
          </Stack>
          {has('marcaJaUtilizada') && (
            <Switch
              label="A marca já é usada"
              checked={values.marcaJaUtilizada}
              onChange={(event) => set('marcaJaUtilizada', event.currentTarget.checked)}
              disabled={saving}
            />
          )}
          {has('tempoUsada') && (
            <Collapse expanded={planoId !== 4 || values.marcaJaUtilizada}>
              <TextInput
                label="Há quanto tempo a marca é usada"
                placeholder="Ex.: 2 anos"
                value={values.tempoUsada}
                onChange={(event) => set('tempoUsada', event.currentTarget.value)}
                readOnly={saving}
                maxLength={100}
                maw={320}
              />
            </Collapse>
          )}
          {has('cadastroInpi') && (
            <Checkbox
              label="A minha marca já tem pedido ou registro no INPI"
              checked={values.cadastroInpi}
              onChange={(event) => set('cadastroInpi', event.currentTarget.checked)}
              disabled={saving}
            />
          )}
          {has('processoInpi') && (
            <TextInput
              label={
                planoId === 5
                  ? 'Número do processo no INPI a que você se opõe'
                  : 'Número do processo no INPI do pedido indeferido'
              }
              description="9 dígitos, como aparece na Revista da Propriedade Industrial."
              placeholder="912345678"
              withAsterisk
              inputMode="numeric"
              value={values.processoInpi}
              onChange={(event) => set('processoInpi', maskProcessNumber(event.currentTarget.value))}
              readOnly={saving}
              maw={320}
            />
          )}
          {questions && (
            <ServiceHolderFields
              questions={questions}
              values={holder}
              onChange={(changes) => {
                setHolder((current) => ({ ...current, ...changes }));
                send({ type: 'EDITED' });
              }}
              readOnly={saving}
            />
          )}
        </Stack>
      </form>
    </ServiceFrame>
  );
}
