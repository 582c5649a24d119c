/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A postal address in Canada. */
export type AddressType = {
  __typename?: 'AddressType';
  city: Scalars['String']['output'];
  /** Two-letter country code. */
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /** Two-letter province code, e.g. AB. */
  province: Scalars['String']['output'];
  /** Street line, with suite or rural route. */
  street: Scalars['String']['output'];
};

/** The company's public contact details, as shown in the footer and on /contact. */
export type Company = {
  __typename?: 'Company';
  /** General information e-mail address. */
  email: Scalars['String']['output'];
  fax: Scalars['String']['output'];
  /** Head office in Edmonton, Alberta. */
  headOffice: AddressType;
  /** Head office phone (Edmonton). */
  headOfficePhone: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  /** Mission statement. */
  mission: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Phone for Saskatchewan customers. */
  saskatchewanPhone: Scalars['String']['output'];
  /** Mailbox that receives contact-form submissions. */
  submissionsMailbox: Scalars['String']['output'];
  tollFreePhone: Scalars['String']['output'];
  /** Warehouse near Tofield, Alberta. */
  warehouse: AddressType;
};

export type Query = {
  __typename?: 'Query';
  /** The company's contact details and locations. */
  company: Company;
  /** Customer testimonials in display order. */
  testimonials: Array<Testimonial>;
};

/** What a customer says about the company, shown on the home page. */
export type Testimonial = {
  __typename?: 'Testimonial';
  /** The testimonial text. */
  content: Scalars['String']['output'];
  /** Name of the customer, as they agreed to be shown. */
  customerName: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Rating from 1 to 5, shown as that many stars. */
  rating: Scalars['Int']['output'];
};

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { __typename?: 'Query', company: { __typename?: 'Company', name: string, legalName: string, mission: string, headOfficePhone: string, fax: string, saskatchewanPhone: string, tollFreePhone: string, email: string, headOffice: { __typename?: 'AddressType', street: string, city: string, province: string, postalCode: string }, warehouse: { __typename?: 'AddressType', street: string, city: string, province: string, postalCode: string } } };


export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"mission"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"saskatchewanPhone"}},{"kind":"Field","name":{"kind":"Name","value":"tollFreePhone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;