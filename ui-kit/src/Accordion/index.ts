export { Accordion } from './Accordion';
export type { AccordionItem, AccordionProps } from './Accordion';
