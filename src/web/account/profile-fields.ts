import { maskCep, maskPhone, onlyDigits } from '../../shared/documents';
import { NATIONALITY_CHOICES } from '../../shared/nationality';

export type EditableProfileKey =
  | 'fullName'
  | 'Nacionalidade'
  | 'Email'
  | 'phone'
  | 'CEP'
  | 'Endereco'
  | 'Numero'
  | 'Complemento'
  | 'Bairro'
  | 'Cidade'
  | 'Estado';

export interface ProfileFieldSpec {
  key: EditableProfileKey;
  label: string;
  mask?: (value: string) => string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  maxLength?: number;
  span?: number;
  /** Answers offered under the field; any other may be written. */
  suggestions?: readonly string[];
}

/** The order and look of the editable profile fields. */
export const profileFields: ProfileFieldSpec[] = [
  { key: 'fullName', label: 'Nome completo', autoComplete: 'name', span: 8 },
  { key: 'Nacionalidade', label: 'Nacionalidade', maxLength: 60, span: 4, suggestions: NATIONALITY_CHOICES },
  { key: 'Email', label: 'E-mail', inputMode: 'email', autoComplete: 'email', span: 6 },
  { key: 'phone', label: 'Telefone', mask: maskPhone, inputMode: 'tel', autoComplete: 'tel', maxLength: 15, span: 6 },
  { key: 'CEP', label: 'CEP', mask: maskCep, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 9, span: 4 },
  { key: 'Endereco', label: 'Endereço', autoComplete: 'address-line1', span: 8 },
  { key: 'Numero', label: 'Número', mask: onlyDigits, inputMode: 'numeric', maxLength: 10, span: 4 },
  { key: 'Complemento', label: 'Complemento', autoComplete: 'address-line2', span: 8 },
  { key: 'Bairro', label: 'Bairro', autoComplete: 'address-level3', maxLength: 100, span: 12 },
  { key: 'Cidade', label: 'Cidade', autoComplete: 'address-level2', span: 8 },
  {
    key: 'Estado',
    label: 'Estado (UF)',
    mask: (value) =>
      value
        .replace(/[^a-z]/gi, '')
        .toUpperCase()
        .slice(0, 2),
    autoComplete: 'address-level1',
    maxLength: 2,
    span: 4,
  },
];
