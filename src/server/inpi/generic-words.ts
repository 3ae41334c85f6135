/**
 * Words that are common in trade and name no one's goods (LPI art. 124 VI): articles, company forms, places, the
 * commonest words of a trade. They never make two marks alike by themselves, so the watch and the public search set
 * them aside before comparing ("Padaria Sertão" is about "Sertão"). Capitals without accents, as names are normalised.
 */
export const GENERIC_WORD_LIST: readonly string[] = [
  // articles, connectives
  'A O AS OS UM UMA E DE DA DO DAS DOS EM NA NO NAS NOS PARA POR COM THE AND OF AT',
  // company forms
  'LTDA LTD ME MEI EPP EIRELI SA S CIA COMPANHIA INC CO CORP GROUP GRUPO HOLDING EMPRESA EMPRESAS EMPREENDIMENTOS ASSOCIACAO',
  // places and reach
  'BRASIL BRAZIL BRASILEIRA BRASILEIRO BR NACIONAL INTERNACIONAL',
  // trade
  'COMERCIO COMERCIAL INDUSTRIA INDUSTRIAL SERVICOS SERVICO PRODUTOS PRODUTO ALIMENTOS ALIMENTICIOS DISTRIBUIDORA IMPORTADORA EXPORTADORA IMPORTACAO EXPORTACAO',
  // shops and trades
  'CASA LOJA LOJAS STORE SHOP CENTER CENTRO RESTAURANTE LANCHONETE PADARIA BAR CAFE CAFETERIA PIZZARIA CLINICA CONSULTORIA ASSESSORIA ESCOLA ACADEMIA STUDIO ESTUDIO',
  // claims and channels
  'MARCA BRAND OFICIAL ORIGINAL ONLINE DIGITAL NET WEB',
].flatMap((line) => line.split(' '));
