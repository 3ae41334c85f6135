/** What a row's "Visualizar" button is called: a list has many, so each says whose row it is. */
export const viewName = (subject?: string) => (subject ? `Visualizar ${subject}` : 'Visualizar');
export const brandSubject = (id: number) => `pedido #${id}`;
export const serviceSubject = (id: number) => `serviço #${id}`;
