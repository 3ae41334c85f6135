import type { AnyStateMachine } from 'xstate';
import { checkoutMachine } from '../checkout/checkout';
import { checkoutOrderMachine } from '../checkout/checkout-order';
import { brandDocumentsMachine } from '../brand-wizard/brand-documents';
import { brandRegistrationMachine } from '../brand-wizard/brand-registration';
import { classPickerMachine } from '../brand-wizard/class-picker';
import { loginMachine } from '../login/login';
import { powerOfAttorneyMachine } from '../power-of-attorney/power-of-attorney';
import { serviceRequestMachine } from '../service-request/service-request';
import { brandStatusMachine, serviceStatusMachine } from '../request-status/request-status';
import { brandRowMachine, serviceRowMachine } from '../customer-rows/customer-rows';

export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** Where the machine is defined, relative to the repository root. */
  source: string;
  /** What QA reads as the diagram's heading. */
  title: string;
}

/** Every machine with a generated diagram in its flow's folder, machines/<flow>/diagrams/ (add new machines here). */
export const registeredMachines: RegisteredMachine[] = [
  {
    machine: loginMachine,
    source: 'machines/login/login.ts',
    title: 'Login: modal and /login screen, with the forgotten-password sub-modal',
  },
  {
    machine: checkoutMachine,
    source: 'machines/checkout/checkout.ts',
    title:
      'Checkout: from "Contratar" to an order (/confirmplan, /new-marca, /new-service, /new-payment), then its payment pages',
  },
  {
    machine: checkoutOrderMachine,
    source: 'machines/checkout/checkout-order.ts',
    title:
      'Checkout order: paying one order (/payment, /pix-payment, /ticket-payment, /confirm-payment), resumed from the server',
  },
  {
    machine: brandRegistrationMachine,
    source: 'machines/brand-wizard/brand-registration.ts',
    title:
      'Brand registration wizard: /titular, /add-titular, /procuracao, /marca, /arquivos, /confirmacao-marca, resumed at the first unfinished step',
  },
  {
    machine: brandDocumentsMachine,
    source: 'machines/brand-wizard/brand-documents.ts',
    title: 'Brand wizard files step: /arquivos, the three documents sent together with their progress',
  },
  {
    machine: classPickerMachine,
    source: 'machines/brand-wizard/class-picker.ts',
    title: "Brand wizard classes: /marca's Nice classes, each with its pre-approved items or free text, and their fees",
  },
  {
    machine: powerOfAttorneyMachine,
    source: 'machines/power-of-attorney/power-of-attorney.ts',
    title:
      'Power of attorney: download the generated PDF, sign on gov.br, upload the signed PDF (brand wizard and service flow)',
  },
  {
    machine: serviceRequestMachine,
    source: 'machines/service-request/service-request.ts',
    title:
      'Service request (Busca, Oposição, Recurso): /novo-servico, /servico-procuracao (not for Busca), /servico-confirmacao, resumed at the first unfinished step',
  },
  {
    machine: brandStatusMachine,
    source: 'machines/request-status/request-status.ts',
    title: 'Brand request status, set by staff in the back office (/admin)',
  },
  {
    machine: serviceStatusMachine,
    source: 'machines/request-status/request-status.ts',
    title: 'Service request status and message, set by staff in the back office (/admin/servicos)',
  },
  {
    machine: brandRowMachine,
    source: 'machines/customer-rows/customer-rows.ts',
    title: 'Brand row on /home: what its action cell offers',
  },
  {
    machine: serviceRowMachine,
    source: 'machines/customer-rows/customer-rows.ts',
    title: 'Service row on /servicos: what its action cell offers',
  },
];
