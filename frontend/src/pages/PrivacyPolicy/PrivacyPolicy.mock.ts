// The policy's contact section reads the same company query as the contact page.
export { companyErrorMock, companyLoadingMock, companyMock } from '../Contact/Contact.mock';
