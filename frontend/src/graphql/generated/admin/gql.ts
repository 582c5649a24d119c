/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AcquireEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!, $takeOver: Boolean) {\n  acquireEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n    takeOver: $takeOver\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AcquireEditLockDocument,
    "fragment EditLockFields on EditLock {\n  recordType\n  recordId\n  holder\n  since\n  mine\n}": typeof types.EditLockFieldsFragmentDoc,
    "mutation HeartbeatEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  heartbeatEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.HeartbeatEditLockDocument,
    "mutation ReleaseEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  releaseEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    released\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.ReleaseEditLockDocument,
    "fragment RecordVersionFields on RecordVersion {\n  id\n  version\n  author\n  createdAt\n  changedFields\n  values {\n    name\n    value\n  }\n}": typeof types.RecordVersionFieldsFragmentDoc,
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": typeof types.UserErrorFieldsFragmentDoc,
    "mutation AdminChangePassword($input: ChangeAdminPasswordInput!) {\n  changeAdminPassword(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminChangePasswordDocument,
    "mutation AdminStartTwoFactorSetup {\n  startTwoFactorSetup {\n    setup {\n      secret\n      uri\n      qrSvg\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminConfirmTwoFactorSetup($input: ConfirmTwoFactorSetupInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminTurnOffTwoFactor($input: TurnOffTwoFactorInput!) {\n  turnOffTwoFactor(input: $input) {\n    turnedOff\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminStartTwoFactorSetupDocument,
    "mutation AdminInviteStaffAccount($input: InviteStaffAccountInput!) {\n  inviteStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminInviteStaffAccountDocument,
    "mutation AdminResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminResendStaffInvitationDocument,
    "fragment AdminStaffAccountFields on StaffAccount {\n  id\n  username\n  name\n  email\n  role\n  status\n  lastSignInAt\n  twoFactorEnabled\n}": typeof types.AdminStaffAccountFieldsFragmentDoc,
    "query AdminStaffAccounts {\n  staffAccounts {\n    ...AdminStaffAccountFields\n  }\n}": typeof types.AdminStaffAccountsDocument,
    "mutation AdminTurnOffStaffTwoFactor($id: ID!) {\n  turnOffStaffTwoFactor(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminTurnOffStaffTwoFactorDocument,
    "mutation AdminUpdateStaffAccount($input: UpdateStaffAccountInput!) {\n  updateStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateStaffAccountDocument,
    "query AdminAuditEvents($first: Int, $after: String, $actor: String, $recordType: String, $action: AuditAction, $since: DateTime, $until: DateTime) {\n  auditEvents(\n    first: $first\n    after: $after\n    actor: $actor\n    recordType: $recordType\n    action: $action\n    since: $since\n    until: $until\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        actor\n        action\n        recordType\n        recordId\n        recordLabel\n        fields\n        clientAddress\n        note\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminAuditEventsDocument,
    "query AdminCertificationCard($id: ID!) {\n  adminCertificationCard(id: $id) {\n    ...AdminCertificationCardFields\n  }\n  recordVersions(recordType: \"certification-card\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminCertificationCardDocument,
    "fragment AdminCertificationCardFields on CertificationCard {\n  id\n  title\n  description\n  validUntil\n  expandable\n  sortOrder\n  version\n  subtypes {\n    id\n    name\n    description\n    available\n  }\n}": typeof types.AdminCertificationCardFieldsFragmentDoc,
    "query AdminCertificationCards($first: Int, $after: String, $search: String) {\n  adminCertificationCards(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminCertificationCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminCertificationCardsDocument,
    "mutation AdminCreateCertificationCard($input: CertificationCardInput!) {\n  createCertificationCard(input: $input) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateCertificationCardDocument,
    "mutation AdminDeleteCertificationCard($id: ID!) {\n  deleteCertificationCard(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteCertificationCardDocument,
    "mutation AdminMoveCertificationCard($id: ID!, $position: Int!) {\n  moveCertificationCard(id: $id, position: $position) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveCertificationCardDocument,
    "mutation AdminRestoreCertificationCardVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreCertificationCardVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreCertificationCardVersionDocument,
    "mutation AdminUpdateCertificationCard($id: ID!, $expectedVersion: Int!, $input: CertificationCardInput!) {\n  updateCertificationCard(\n    id: $id\n    expectedVersion: $expectedVersion\n    input: $input\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateCertificationCardDocument,
    "fragment AdminContactFields on Contact {\n  id\n  name\n  email\n  phone\n  businessType\n  message\n  createdAt\n  status\n  handledAt\n  handledBy\n  note\n  version\n}": typeof types.AdminContactFieldsFragmentDoc,
    "query AdminContacts($first: Int!, $after: String, $search: String, $status: ContactStatus, $businessType: BusinessType, $from: Date, $to: Date) {\n  contacts(\n    first: $first\n    after: $after\n    search: $search\n    status: $status\n    businessType: $businessType\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminContactFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  company {\n    name\n    email\n  }\n}": typeof types.AdminContactsDocument,
    "mutation AdminUpdateContactTriage($id: ID!, $expectedVersion: Int!, $input: ContactTriageInput!) {\n  updateContactTriage(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    contact {\n      ...AdminContactFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateContactTriageDocument,
    "query AdminDashboard {\n  dashboardCounts {\n    products\n    newsletters\n    testimonials\n    contacts\n    newContacts\n    subscribers\n    imageAssets\n    teamMembers\n  }\n  recentActivity(limit: 8) {\n    id\n    kind\n    title\n    businessType\n    at\n    actor\n    action\n    recordType\n  }\n}": typeof types.AdminDashboardDocument,
    "mutation AdminCreateDocument($input: DocumentInput!) {\n  createDocument(input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateDocumentDocument,
    "mutation AdminDeleteDocument($id: ID!) {\n  deleteDocument(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteDocumentDocument,
    "query AdminDocument($id: ID!) {\n  adminDocument(id: $id) {\n    ...AdminDocumentFields\n  }\n  recordVersions(recordType: \"document\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminDocumentDocument,
    "fragment AdminDocumentFields on DocumentFile {\n  id\n  kind\n  title\n  description\n  validUntil\n  updatedOn\n  fileUrl\n  sortOrder\n  version\n}": typeof types.AdminDocumentFieldsFragmentDoc,
    "query AdminDocuments($kind: DocumentKind!, $first: Int, $after: String, $search: String) {\n  adminDocuments(kind: $kind, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminDocumentFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminDocumentsDocument,
    "mutation AdminMoveDocument($id: ID!, $position: Int!) {\n  moveDocument(id: $id, position: $position) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveDocumentDocument,
    "mutation AdminRestoreDocumentVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreDocumentVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreDocumentVersionDocument,
    "mutation AdminUpdateDocument($id: ID!, $expectedVersion: Int!, $input: DocumentInput!) {\n  updateDocument(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateDocumentDocument,
    "query AdminCurrentAdmin {\n  currentAdmin {\n    id\n    username\n    role\n    permissions\n    twoFactorEnabled\n    mustSetUpTwoFactor\n  }\n}": typeof types.AdminCurrentAdminDocument,
    "mutation AdminLogin($input: AdminLoginInput!) {\n  adminLogin(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    twoFactorChallenge\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation AdminLoginTwoFactor($input: AdminLoginTwoFactorInput!) {\n  adminLoginTwoFactor(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminLoginTwoFactorDocument,
    "mutation AdminLogout {\n  adminLogout {\n    signedOut\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminLogoutDocument,
    "mutation AdminDeleteImageAsset($id: ID!) {\n  deleteImageAsset(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteImageAssetDocument,
    "fragment AdminImageAssetFields on ImageAsset {\n  id\n  path\n  name\n  category\n  description\n  tags\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}": typeof types.AdminImageAssetFieldsFragmentDoc,
    "query AdminImageAssets($first: Int!, $after: String) {\n  imageAssets(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminImageAssetFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  imageCategories\n}": typeof types.AdminImageAssetsDocument,
    "mutation AdminUpdateImageAsset($id: ID!, $input: ImageAssetInput!) {\n  updateImageAsset(id: $id, input: $input) {\n    imageAsset {\n      ...AdminImageAssetFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateImageAssetDocument,
    "query AdminMailingDeliveries($id: ID!, $first: Int, $after: String, $status: DeliveryStatus) {\n  newsletterMailing(newsletterId: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          recipient\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}": typeof types.AdminMailingDeliveriesDocument,
    "fragment AdminMailingFields on NewsletterMailing {\n  id\n  status\n  subject\n  topics\n  recipientCount\n  startedBy\n  createdAt\n  finishedAt\n  progress {\n    queued\n    sending\n    sent\n    failed\n    bounced\n    skipped\n  }\n}": typeof types.AdminMailingFieldsFragmentDoc,
    "query AdminNewsletterMailingCheck($id: ID!, $topics: [String!]!) {\n  newsletterMailingCheck(newsletterId: $id, topics: $topics) {\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    canSend\n    recipientCount\n    preview {\n      subject\n      text\n      html\n      headers {\n        name\n        value\n      }\n    }\n  }\n}": typeof types.AdminNewsletterMailingCheckDocument,
    "query AdminNewsletterMailingProgress($id: ID!) {\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n}": typeof types.AdminNewsletterMailingProgressDocument,
    "query AdminNewsletterSend($id: ID!) {\n  adminNewsletter(id: $id) {\n    id\n    title\n    state\n  }\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n  newsletterTopics\n}": typeof types.AdminNewsletterSendDocument,
    "mutation AdminSendNewsletter($input: SendNewsletterInput!) {\n  sendNewsletter(input: $input) {\n    mailing {\n      ...AdminMailingFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminSendNewsletterDocument,
    "mutation AdminSendNewsletterTest($input: SendNewsletterTestInput!) {\n  sendNewsletterTest(input: $input) {\n    queued\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminSendNewsletterTestDocument,
    "mutation AdminCreateNewsletter($input: NewsletterInput!) {\n  createNewsletter(input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateNewsletterDocument,
    "mutation AdminDeleteNewsletter($id: ID!) {\n  deleteNewsletter(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteNewsletterDocument,
    "query AdminNewsletter($id: ID!) {\n  adminNewsletter(id: $id) {\n    ...AdminNewsletterFields\n  }\n  recordVersions(recordType: \"newsletter\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminNewsletterDocument,
    "fragment AdminNewsletterFields on Newsletter {\n  id\n  title\n  date\n  summary\n  content\n  imageUrl\n  pdfUrl\n  state\n  version\n}": typeof types.AdminNewsletterFieldsFragmentDoc,
    "query AdminNewsletterPublishChecks($id: ID!) {\n  newsletterPublishChecks(id: $id) {\n    key\n    label\n    passed\n    detail\n  }\n}": typeof types.AdminNewsletterPublishChecksDocument,
    "query AdminNewsletters($first: Int, $after: String, $search: String, $state: NewsletterState) {\n  adminNewsletters(first: $first, after: $after, search: $search, state: $state) {\n    edges {\n      cursor\n      node {\n        ...AdminNewsletterFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminNewslettersDocument,
    "mutation AdminPublishNewsletter($id: ID!, $expectedVersion: Int!, $at: DateTime, $publishAnyway: Boolean) {\n  publishNewsletter(\n    id: $id\n    expectedVersion: $expectedVersion\n    at: $at\n    publishAnyway: $publishAnyway\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    publishedNow\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminPublishNewsletterDocument,
    "mutation AdminRestoreNewsletterVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreNewsletterVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreNewsletterVersionDocument,
    "mutation AdminUnpublishNewsletter($id: ID!, $expectedVersion: Int!) {\n  unpublishNewsletter(id: $id, expectedVersion: $expectedVersion) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUnpublishNewsletterDocument,
    "mutation AdminUpdateNewsletter($id: ID!, $expectedVersion: Int!, $input: NewsletterInput!) {\n  updateNewsletter(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateNewsletterDocument,
    "query AdminOutboxMessage($id: ID!) {\n  outboxMessage(id: $id) {\n    id\n    messageId\n    sender\n    recipient\n    replyTo\n    subject\n    text\n    html\n    headers {\n      name\n      value\n    }\n    createdAt\n  }\n}": typeof types.AdminOutboxMessageDocument,
    "query AdminOutboxMessages($first: Int, $after: String) {\n  outboxMessages(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        recipient\n        subject\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminOutboxMessagesDocument,
    "mutation AdminAcceptStaffInvitation($input: SetPasswordWithLinkInput!) {\n  acceptStaffInvitation(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminAcceptStaffInvitationDocument,
    "mutation AdminRequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    requested\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRequestPasswordResetDocument,
    "mutation AdminResetPasswordWithLink($input: SetPasswordWithLinkInput!) {\n  resetPasswordWithLink(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminResetPasswordWithLinkDocument,
    "mutation AdminErasePersonalData($email: String!) {\n  erasePersonalData(email: $email) {\n    erased {\n      subscribers\n      consents\n      contacts\n      deliveries\n      outboxMessages\n      historyEntries\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminErasePersonalDataDocument,
    "mutation AdminLiftMailSuppression($email: String!) {\n  liftMailSuppression(email: $email) {\n    lifted\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminLiftMailSuppressionDocument,
    "query AdminPersonalData($email: String!) {\n  personalData(email: $email) {\n    email\n    suppressed\n    historyMentions\n    subscriber {\n      ...AdminSubscriberFields\n    }\n    consents {\n      ...AdminConsentFields\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n      businessType\n      message\n      createdAt\n      status\n      note\n    }\n    deliveries {\n      id\n      kind\n      recipient\n      status\n      attempts\n      lastError\n      createdAt\n      sentAt\n    }\n    outboxMessages {\n      id\n      recipient\n      replyTo\n      subject\n      text\n      createdAt\n    }\n  }\n}": typeof types.AdminPersonalDataDocument,
    "mutation AdminCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateProductDocument,
    "mutation AdminDeleteProduct($id: ID!, $expectedVersion: Int!, $confirm: Boolean!) {\n  deleteProduct(id: $id, expectedVersion: $expectedVersion, confirm: $confirm) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteProductDocument,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n  }\n  recordVersions(recordType: \"product\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminProductDocument,
    "fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  version\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    fileUrl\n  }\n}": typeof types.AdminProductFieldsFragmentDoc,
    "query AdminProducts($first: Int, $after: String, $search: String, $category: ProductCategory) {\n  adminProducts(\n    first: $first\n    after: $after\n    search: $search\n    category: $category\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        category\n        imageUrl\n        certifications {\n          id\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminProductsDocument,
    "mutation AdminRestoreProductVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreProductVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreProductVersionDocument,
    "mutation AdminUpdateProduct($id: ID!, $expectedVersion: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateProductDocument,
    "query AdminCompanySettings {\n  company {\n    ...AdminCompanySettingsFields\n  }\n}": typeof types.AdminCompanySettingsDocument,
    "fragment AdminCompanySettingsFields on Company {\n  headOfficePhone\n  fax\n  saskatchewanPhone\n  tollFreePhone\n  email\n  submissionsMailbox\n  headOffice {\n    street\n    city\n    province\n    postalCode\n  }\n  warehouse {\n    street\n    city\n    province\n    postalCode\n  }\n  businessHours\n  mapLocation {\n    latitude\n    longitude\n  }\n}": typeof types.AdminCompanySettingsFieldsFragmentDoc,
    "query AdminSecuritySettings {\n  securitySettings {\n    requireTwoFactor\n  }\n}\n\nmutation AdminUpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n  updateSecuritySettings(input: $input) {\n    settings {\n      requireTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminSecuritySettingsDocument,
    "mutation AdminUpdateCompanySettings($input: CompanySettingsInput!) {\n  updateCompanySettings(input: $input) {\n    company {\n      ...AdminCompanySettingsFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateCompanySettingsDocument,
    "fragment AdminConsentFields on ConsentRecord {\n  id\n  type\n  wordingVersion\n  wordingHash\n  wordingText\n  page\n  ipAddress\n  userAgent\n  givenAt\n  confirmedAt\n  withdrawnAt\n  withdrawnHow\n}": typeof types.AdminConsentFieldsFragmentDoc,
    "fragment AdminSubscriberFields on Subscriber {\n  id\n  email\n  status\n  preferences\n  subscribeDate\n  confirmedAt\n  unsubscribedAt\n  consents {\n    ...AdminConsentFields\n  }\n}": typeof types.AdminSubscriberFieldsFragmentDoc,
    "query AdminSubscribers($first: Int!, $after: String, $status: SubscriberStatus, $search: String) {\n  subscribers(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminSubscriberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminSubscribersDocument,
    "mutation AdminCreateTeamMember($input: TeamMemberInput!) {\n  createTeamMember(input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateTeamMemberDocument,
    "mutation AdminDeleteTeamMember($id: ID!) {\n  deleteTeamMember(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteTeamMemberDocument,
    "mutation AdminMoveTeamMember($id: ID!, $position: Int!) {\n  moveTeamMember(id: $id, position: $position) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveTeamMemberDocument,
    "mutation AdminRestoreTeamMemberVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTeamMemberVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreTeamMemberVersionDocument,
    "query AdminTeamMember($id: ID!) {\n  adminTeamMember(id: $id) {\n    ...AdminTeamMemberFields\n  }\n  recordVersions(recordType: \"team-member\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminTeamMemberDocument,
    "fragment AdminTeamMemberFields on TeamMember {\n  id\n  name\n  role\n  credentials\n  bio\n  imageUrl\n  group\n  sortOrder\n  version\n}": typeof types.AdminTeamMemberFieldsFragmentDoc,
    "query AdminTeamMembers($group: TeamGroup!, $first: Int, $after: String, $search: String) {\n  adminTeamMembers(group: $group, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTeamMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminTeamMembersDocument,
    "mutation AdminUpdateTeamMember($id: ID!, $expectedVersion: Int!, $input: TeamMemberInput!) {\n  updateTeamMember(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateTeamMemberDocument,
    "mutation AdminRestoreTechnologyVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTechnologyVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreTechnologyVersionDocument,
    "query AdminTechnologies($first: Int, $after: String, $search: String) {\n  adminTechnologies(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        id\n        key\n        name\n        title\n        version\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminTechnologiesDocument,
    "query AdminTechnology($id: ID!) {\n  adminTechnology(id: $id) {\n    ...AdminTechnologyFields\n  }\n  recordVersions(recordType: \"technology\", recordId: $id) {\n    ...RecordVersionFields\n  }\n  products {\n    id\n    name\n  }\n}": typeof types.AdminTechnologyDocument,
    "fragment AdminTechnologyFields on TechnologyContent {\n  id\n  key\n  name\n  title\n  shortDescription\n  summary\n  fullDescription\n  steps {\n    title\n    text\n  }\n  images\n  imageAlts\n  benefits\n  applications\n  developerQuote\n  relatedProducts {\n    name\n  }\n  version\n}": typeof types.AdminTechnologyFieldsFragmentDoc,
    "mutation AdminUpdateTechnology($id: ID!, $expectedVersion: Int!, $input: TechnologyInput!) {\n  updateTechnology(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateTechnologyDocument,
    "mutation AdminCreateTestimonial($input: TestimonialInput!) {\n  createTestimonial(input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateTestimonialDocument,
    "mutation AdminDeleteTestimonial($id: ID!) {\n  deleteTestimonial(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteTestimonialDocument,
    "mutation AdminMoveTestimonial($id: ID!, $position: Int!) {\n  moveTestimonial(id: $id, position: $position) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveTestimonialDocument,
    "mutation AdminRestoreTestimonialVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTestimonialVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreTestimonialVersionDocument,
    "query AdminTestimonial($id: ID!) {\n  adminTestimonial(id: $id) {\n    ...AdminTestimonialFields\n  }\n  recordVersions(recordType: \"testimonial\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminTestimonialDocument,
    "fragment AdminTestimonialFields on Testimonial {\n  id\n  customerName\n  content\n  rating\n  sortOrder\n  version\n}": typeof types.AdminTestimonialFieldsFragmentDoc,
    "query AdminTestimonials($first: Int, $after: String, $search: String) {\n  adminTestimonials(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTestimonialFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminTestimonialsDocument,
    "mutation AdminUpdateTestimonial($id: ID!, $expectedVersion: Int!, $input: TestimonialInput!) {\n  updateTestimonial(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateTestimonialDocument,
    "mutation AdminCreateVideo($input: VideoInput!) {\n  createVideo(input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateVideoDocument,
    "mutation AdminCreateVideoCategory($input: VideoCategoryInput!) {\n  createVideoCategory(input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminCreateVideoCategoryDocument,
    "mutation AdminDeleteVideo($id: ID!) {\n  deleteVideo(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteVideoDocument,
    "mutation AdminDeleteVideoCategory($id: ID!) {\n  deleteVideoCategory(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminDeleteVideoCategoryDocument,
    "mutation AdminMoveVideo($id: ID!, $position: Int!) {\n  moveVideo(id: $id, position: $position) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveVideoDocument,
    "mutation AdminMoveVideoCategory($id: ID!, $position: Int!) {\n  moveVideoCategory(id: $id, position: $position) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminMoveVideoCategoryDocument,
    "mutation AdminRenameVideoCategory($id: ID!, $input: VideoCategoryInput!) {\n  renameVideoCategory(id: $id, input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRenameVideoCategoryDocument,
    "mutation AdminRestoreVideoVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreVideoVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminRestoreVideoVersionDocument,
    "mutation AdminUpdateVideo($id: ID!, $expectedVersion: Int!, $input: VideoInput!) {\n  updateVideo(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AdminUpdateVideoDocument,
    "query AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n  recordVersions(recordType: \"video\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": typeof types.AdminVideoDocument,
    "query AdminVideoCategories {\n  adminVideoCategories {\n    ...AdminVideoCategoryFields\n  }\n}": typeof types.AdminVideoCategoriesDocument,
    "fragment AdminVideoCategoryFields on VideoCategory {\n  id\n  name\n  sortOrder\n  videoCount\n}": typeof types.AdminVideoCategoryFieldsFragmentDoc,
    "fragment AdminVideoFields on Video {\n  id\n  title\n  description\n  url\n  externalId\n  thumbnailUrl\n  isAvailable\n  categoryId\n  sortOrder\n  version\n}": typeof types.AdminVideoFieldsFragmentDoc,
    "query AdminVideos($categoryId: ID!, $first: Int, $after: String, $search: String) {\n  adminVideos(\n    categoryId: $categoryId\n    first: $first\n    after: $after\n    search: $search\n  ) {\n    edges {\n      cursor\n      node {\n        ...AdminVideoFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminVideosDocument,
};
const documents: Documents = {
    "mutation AcquireEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!, $takeOver: Boolean) {\n  acquireEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n    takeOver: $takeOver\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AcquireEditLockDocument,
    "fragment EditLockFields on EditLock {\n  recordType\n  recordId\n  holder\n  since\n  mine\n}": types.EditLockFieldsFragmentDoc,
    "mutation HeartbeatEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  heartbeatEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.HeartbeatEditLockDocument,
    "mutation ReleaseEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  releaseEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    released\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.ReleaseEditLockDocument,
    "fragment RecordVersionFields on RecordVersion {\n  id\n  version\n  author\n  createdAt\n  changedFields\n  values {\n    name\n    value\n  }\n}": types.RecordVersionFieldsFragmentDoc,
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": types.UserErrorFieldsFragmentDoc,
    "mutation AdminChangePassword($input: ChangeAdminPasswordInput!) {\n  changeAdminPassword(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminChangePasswordDocument,
    "mutation AdminStartTwoFactorSetup {\n  startTwoFactorSetup {\n    setup {\n      secret\n      uri\n      qrSvg\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminConfirmTwoFactorSetup($input: ConfirmTwoFactorSetupInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminTurnOffTwoFactor($input: TurnOffTwoFactorInput!) {\n  turnOffTwoFactor(input: $input) {\n    turnedOff\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminStartTwoFactorSetupDocument,
    "mutation AdminInviteStaffAccount($input: InviteStaffAccountInput!) {\n  inviteStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminInviteStaffAccountDocument,
    "mutation AdminResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminResendStaffInvitationDocument,
    "fragment AdminStaffAccountFields on StaffAccount {\n  id\n  username\n  name\n  email\n  role\n  status\n  lastSignInAt\n  twoFactorEnabled\n}": types.AdminStaffAccountFieldsFragmentDoc,
    "query AdminStaffAccounts {\n  staffAccounts {\n    ...AdminStaffAccountFields\n  }\n}": types.AdminStaffAccountsDocument,
    "mutation AdminTurnOffStaffTwoFactor($id: ID!) {\n  turnOffStaffTwoFactor(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminTurnOffStaffTwoFactorDocument,
    "mutation AdminUpdateStaffAccount($input: UpdateStaffAccountInput!) {\n  updateStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateStaffAccountDocument,
    "query AdminAuditEvents($first: Int, $after: String, $actor: String, $recordType: String, $action: AuditAction, $since: DateTime, $until: DateTime) {\n  auditEvents(\n    first: $first\n    after: $after\n    actor: $actor\n    recordType: $recordType\n    action: $action\n    since: $since\n    until: $until\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        actor\n        action\n        recordType\n        recordId\n        recordLabel\n        fields\n        clientAddress\n        note\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminAuditEventsDocument,
    "query AdminCertificationCard($id: ID!) {\n  adminCertificationCard(id: $id) {\n    ...AdminCertificationCardFields\n  }\n  recordVersions(recordType: \"certification-card\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminCertificationCardDocument,
    "fragment AdminCertificationCardFields on CertificationCard {\n  id\n  title\n  description\n  validUntil\n  expandable\n  sortOrder\n  version\n  subtypes {\n    id\n    name\n    description\n    available\n  }\n}": types.AdminCertificationCardFieldsFragmentDoc,
    "query AdminCertificationCards($first: Int, $after: String, $search: String) {\n  adminCertificationCards(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminCertificationCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminCertificationCardsDocument,
    "mutation AdminCreateCertificationCard($input: CertificationCardInput!) {\n  createCertificationCard(input: $input) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateCertificationCardDocument,
    "mutation AdminDeleteCertificationCard($id: ID!) {\n  deleteCertificationCard(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteCertificationCardDocument,
    "mutation AdminMoveCertificationCard($id: ID!, $position: Int!) {\n  moveCertificationCard(id: $id, position: $position) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveCertificationCardDocument,
    "mutation AdminRestoreCertificationCardVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreCertificationCardVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreCertificationCardVersionDocument,
    "mutation AdminUpdateCertificationCard($id: ID!, $expectedVersion: Int!, $input: CertificationCardInput!) {\n  updateCertificationCard(\n    id: $id\n    expectedVersion: $expectedVersion\n    input: $input\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateCertificationCardDocument,
    "fragment AdminContactFields on Contact {\n  id\n  name\n  email\n  phone\n  businessType\n  message\n  createdAt\n  status\n  handledAt\n  handledBy\n  note\n  version\n}": types.AdminContactFieldsFragmentDoc,
    "query AdminContacts($first: Int!, $after: String, $search: String, $status: ContactStatus, $businessType: BusinessType, $from: Date, $to: Date) {\n  contacts(\n    first: $first\n    after: $after\n    search: $search\n    status: $status\n    businessType: $businessType\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminContactFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  company {\n    name\n    email\n  }\n}": types.AdminContactsDocument,
    "mutation AdminUpdateContactTriage($id: ID!, $expectedVersion: Int!, $input: ContactTriageInput!) {\n  updateContactTriage(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    contact {\n      ...AdminContactFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateContactTriageDocument,
    "query AdminDashboard {\n  dashboardCounts {\n    products\n    newsletters\n    testimonials\n    contacts\n    newContacts\n    subscribers\n    imageAssets\n    teamMembers\n  }\n  recentActivity(limit: 8) {\n    id\n    kind\n    title\n    businessType\n    at\n    actor\n    action\n    recordType\n  }\n}": types.AdminDashboardDocument,
    "mutation AdminCreateDocument($input: DocumentInput!) {\n  createDocument(input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateDocumentDocument,
    "mutation AdminDeleteDocument($id: ID!) {\n  deleteDocument(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteDocumentDocument,
    "query AdminDocument($id: ID!) {\n  adminDocument(id: $id) {\n    ...AdminDocumentFields\n  }\n  recordVersions(recordType: \"document\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminDocumentDocument,
    "fragment AdminDocumentFields on DocumentFile {\n  id\n  kind\n  title\n  description\n  validUntil\n  updatedOn\n  fileUrl\n  sortOrder\n  version\n}": types.AdminDocumentFieldsFragmentDoc,
    "query AdminDocuments($kind: DocumentKind!, $first: Int, $after: String, $search: String) {\n  adminDocuments(kind: $kind, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminDocumentFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminDocumentsDocument,
    "mutation AdminMoveDocument($id: ID!, $position: Int!) {\n  moveDocument(id: $id, position: $position) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveDocumentDocument,
    "mutation AdminRestoreDocumentVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreDocumentVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreDocumentVersionDocument,
    "mutation AdminUpdateDocument($id: ID!, $expectedVersion: Int!, $input: DocumentInput!) {\n  updateDocument(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateDocumentDocument,
    "query AdminCurrentAdmin {\n  currentAdmin {\n    id\n    username\n    role\n    permissions\n    twoFactorEnabled\n    mustSetUpTwoFactor\n  }\n}": types.AdminCurrentAdminDocument,
    "mutation AdminLogin($input: AdminLoginInput!) {\n  adminLogin(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    twoFactorChallenge\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation AdminLoginTwoFactor($input: AdminLoginTwoFactorInput!) {\n  adminLoginTwoFactor(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminLoginTwoFactorDocument,
    "mutation AdminLogout {\n  adminLogout {\n    signedOut\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminLogoutDocument,
    "mutation AdminDeleteImageAsset($id: ID!) {\n  deleteImageAsset(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteImageAssetDocument,
    "fragment AdminImageAssetFields on ImageAsset {\n  id\n  path\n  name\n  category\n  description\n  tags\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}": types.AdminImageAssetFieldsFragmentDoc,
    "query AdminImageAssets($first: Int!, $after: String) {\n  imageAssets(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminImageAssetFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  imageCategories\n}": types.AdminImageAssetsDocument,
    "mutation AdminUpdateImageAsset($id: ID!, $input: ImageAssetInput!) {\n  updateImageAsset(id: $id, input: $input) {\n    imageAsset {\n      ...AdminImageAssetFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateImageAssetDocument,
    "query AdminMailingDeliveries($id: ID!, $first: Int, $after: String, $status: DeliveryStatus) {\n  newsletterMailing(newsletterId: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          recipient\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}": types.AdminMailingDeliveriesDocument,
    "fragment AdminMailingFields on NewsletterMailing {\n  id\n  status\n  subject\n  topics\n  recipientCount\n  startedBy\n  createdAt\n  finishedAt\n  progress {\n    queued\n    sending\n    sent\n    failed\n    bounced\n    skipped\n  }\n}": types.AdminMailingFieldsFragmentDoc,
    "query AdminNewsletterMailingCheck($id: ID!, $topics: [String!]!) {\n  newsletterMailingCheck(newsletterId: $id, topics: $topics) {\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    canSend\n    recipientCount\n    preview {\n      subject\n      text\n      html\n      headers {\n        name\n        value\n      }\n    }\n  }\n}": types.AdminNewsletterMailingCheckDocument,
    "query AdminNewsletterMailingProgress($id: ID!) {\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n}": types.AdminNewsletterMailingProgressDocument,
    "query AdminNewsletterSend($id: ID!) {\n  adminNewsletter(id: $id) {\n    id\n    title\n    state\n  }\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n  newsletterTopics\n}": types.AdminNewsletterSendDocument,
    "mutation AdminSendNewsletter($input: SendNewsletterInput!) {\n  sendNewsletter(input: $input) {\n    mailing {\n      ...AdminMailingFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminSendNewsletterDocument,
    "mutation AdminSendNewsletterTest($input: SendNewsletterTestInput!) {\n  sendNewsletterTest(input: $input) {\n    queued\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminSendNewsletterTestDocument,
    "mutation AdminCreateNewsletter($input: NewsletterInput!) {\n  createNewsletter(input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateNewsletterDocument,
    "mutation AdminDeleteNewsletter($id: ID!) {\n  deleteNewsletter(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteNewsletterDocument,
    "query AdminNewsletter($id: ID!) {\n  adminNewsletter(id: $id) {\n    ...AdminNewsletterFields\n  }\n  recordVersions(recordType: \"newsletter\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminNewsletterDocument,
    "fragment AdminNewsletterFields on Newsletter {\n  id\n  title\n  date\n  summary\n  content\n  imageUrl\n  pdfUrl\n  state\n  version\n}": types.AdminNewsletterFieldsFragmentDoc,
    "query AdminNewsletterPublishChecks($id: ID!) {\n  newsletterPublishChecks(id: $id) {\n    key\n    label\n    passed\n    detail\n  }\n}": types.AdminNewsletterPublishChecksDocument,
    "query AdminNewsletters($first: Int, $after: String, $search: String, $state: NewsletterState) {\n  adminNewsletters(first: $first, after: $after, search: $search, state: $state) {\n    edges {\n      cursor\n      node {\n        ...AdminNewsletterFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminNewslettersDocument,
    "mutation AdminPublishNewsletter($id: ID!, $expectedVersion: Int!, $at: DateTime, $publishAnyway: Boolean) {\n  publishNewsletter(\n    id: $id\n    expectedVersion: $expectedVersion\n    at: $at\n    publishAnyway: $publishAnyway\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    publishedNow\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminPublishNewsletterDocument,
    "mutation AdminRestoreNewsletterVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreNewsletterVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreNewsletterVersionDocument,
    "mutation AdminUnpublishNewsletter($id: ID!, $expectedVersion: Int!) {\n  unpublishNewsletter(id: $id, expectedVersion: $expectedVersion) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUnpublishNewsletterDocument,
    "mutation AdminUpdateNewsletter($id: ID!, $expectedVersion: Int!, $input: NewsletterInput!) {\n  updateNewsletter(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateNewsletterDocument,
    "query AdminOutboxMessage($id: ID!) {\n  outboxMessage(id: $id) {\n    id\n    messageId\n    sender\n    recipient\n    replyTo\n    subject\n    text\n    html\n    headers {\n      name\n      value\n    }\n    createdAt\n  }\n}": types.AdminOutboxMessageDocument,
    "query AdminOutboxMessages($first: Int, $after: String) {\n  outboxMessages(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        recipient\n        subject\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminOutboxMessagesDocument,
    "mutation AdminAcceptStaffInvitation($input: SetPasswordWithLinkInput!) {\n  acceptStaffInvitation(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminAcceptStaffInvitationDocument,
    "mutation AdminRequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    requested\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRequestPasswordResetDocument,
    "mutation AdminResetPasswordWithLink($input: SetPasswordWithLinkInput!) {\n  resetPasswordWithLink(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminResetPasswordWithLinkDocument,
    "mutation AdminErasePersonalData($email: String!) {\n  erasePersonalData(email: $email) {\n    erased {\n      subscribers\n      consents\n      contacts\n      deliveries\n      outboxMessages\n      historyEntries\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminErasePersonalDataDocument,
    "mutation AdminLiftMailSuppression($email: String!) {\n  liftMailSuppression(email: $email) {\n    lifted\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminLiftMailSuppressionDocument,
    "query AdminPersonalData($email: String!) {\n  personalData(email: $email) {\n    email\n    suppressed\n    historyMentions\n    subscriber {\n      ...AdminSubscriberFields\n    }\n    consents {\n      ...AdminConsentFields\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n      businessType\n      message\n      createdAt\n      status\n      note\n    }\n    deliveries {\n      id\n      kind\n      recipient\n      status\n      attempts\n      lastError\n      createdAt\n      sentAt\n    }\n    outboxMessages {\n      id\n      recipient\n      replyTo\n      subject\n      text\n      createdAt\n    }\n  }\n}": types.AdminPersonalDataDocument,
    "mutation AdminCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateProductDocument,
    "mutation AdminDeleteProduct($id: ID!, $expectedVersion: Int!, $confirm: Boolean!) {\n  deleteProduct(id: $id, expectedVersion: $expectedVersion, confirm: $confirm) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteProductDocument,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n  }\n  recordVersions(recordType: \"product\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminProductDocument,
    "fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  version\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    fileUrl\n  }\n}": types.AdminProductFieldsFragmentDoc,
    "query AdminProducts($first: Int, $after: String, $search: String, $category: ProductCategory) {\n  adminProducts(\n    first: $first\n    after: $after\n    search: $search\n    category: $category\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        category\n        imageUrl\n        certifications {\n          id\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminProductsDocument,
    "mutation AdminRestoreProductVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreProductVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreProductVersionDocument,
    "mutation AdminUpdateProduct($id: ID!, $expectedVersion: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateProductDocument,
    "query AdminCompanySettings {\n  company {\n    ...AdminCompanySettingsFields\n  }\n}": types.AdminCompanySettingsDocument,
    "fragment AdminCompanySettingsFields on Company {\n  headOfficePhone\n  fax\n  saskatchewanPhone\n  tollFreePhone\n  email\n  submissionsMailbox\n  headOffice {\n    street\n    city\n    province\n    postalCode\n  }\n  warehouse {\n    street\n    city\n    province\n    postalCode\n  }\n  businessHours\n  mapLocation {\n    latitude\n    longitude\n  }\n}": types.AdminCompanySettingsFieldsFragmentDoc,
    "query AdminSecuritySettings {\n  securitySettings {\n    requireTwoFactor\n  }\n}\n\nmutation AdminUpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n  updateSecuritySettings(input: $input) {\n    settings {\n      requireTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminSecuritySettingsDocument,
    "mutation AdminUpdateCompanySettings($input: CompanySettingsInput!) {\n  updateCompanySettings(input: $input) {\n    company {\n      ...AdminCompanySettingsFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateCompanySettingsDocument,
    "fragment AdminConsentFields on ConsentRecord {\n  id\n  type\n  wordingVersion\n  wordingHash\n  wordingText\n  page\n  ipAddress\n  userAgent\n  givenAt\n  confirmedAt\n  withdrawnAt\n  withdrawnHow\n}": types.AdminConsentFieldsFragmentDoc,
    "fragment AdminSubscriberFields on Subscriber {\n  id\n  email\n  status\n  preferences\n  subscribeDate\n  confirmedAt\n  unsubscribedAt\n  consents {\n    ...AdminConsentFields\n  }\n}": types.AdminSubscriberFieldsFragmentDoc,
    "query AdminSubscribers($first: Int!, $after: String, $status: SubscriberStatus, $search: String) {\n  subscribers(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminSubscriberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminSubscribersDocument,
    "mutation AdminCreateTeamMember($input: TeamMemberInput!) {\n  createTeamMember(input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateTeamMemberDocument,
    "mutation AdminDeleteTeamMember($id: ID!) {\n  deleteTeamMember(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteTeamMemberDocument,
    "mutation AdminMoveTeamMember($id: ID!, $position: Int!) {\n  moveTeamMember(id: $id, position: $position) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveTeamMemberDocument,
    "mutation AdminRestoreTeamMemberVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTeamMemberVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreTeamMemberVersionDocument,
    "query AdminTeamMember($id: ID!) {\n  adminTeamMember(id: $id) {\n    ...AdminTeamMemberFields\n  }\n  recordVersions(recordType: \"team-member\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminTeamMemberDocument,
    "fragment AdminTeamMemberFields on TeamMember {\n  id\n  name\n  role\n  credentials\n  bio\n  imageUrl\n  group\n  sortOrder\n  version\n}": types.AdminTeamMemberFieldsFragmentDoc,
    "query AdminTeamMembers($group: TeamGroup!, $first: Int, $after: String, $search: String) {\n  adminTeamMembers(group: $group, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTeamMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminTeamMembersDocument,
    "mutation AdminUpdateTeamMember($id: ID!, $expectedVersion: Int!, $input: TeamMemberInput!) {\n  updateTeamMember(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateTeamMemberDocument,
    "mutation AdminRestoreTechnologyVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTechnologyVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreTechnologyVersionDocument,
    "query AdminTechnologies($first: Int, $after: String, $search: String) {\n  adminTechnologies(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        id\n        key\n        name\n        title\n        version\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminTechnologiesDocument,
    "query AdminTechnology($id: ID!) {\n  adminTechnology(id: $id) {\n    ...AdminTechnologyFields\n  }\n  recordVersions(recordType: \"technology\", recordId: $id) {\n    ...RecordVersionFields\n  }\n  products {\n    id\n    name\n  }\n}": types.AdminTechnologyDocument,
    "fragment AdminTechnologyFields on TechnologyContent {\n  id\n  key\n  name\n  title\n  shortDescription\n  summary\n  fullDescription\n  steps {\n    title\n    text\n  }\n  images\n  imageAlts\n  benefits\n  applications\n  developerQuote\n  relatedProducts {\n    name\n  }\n  version\n}": types.AdminTechnologyFieldsFragmentDoc,
    "mutation AdminUpdateTechnology($id: ID!, $expectedVersion: Int!, $input: TechnologyInput!) {\n  updateTechnology(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateTechnologyDocument,
    "mutation AdminCreateTestimonial($input: TestimonialInput!) {\n  createTestimonial(input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateTestimonialDocument,
    "mutation AdminDeleteTestimonial($id: ID!) {\n  deleteTestimonial(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteTestimonialDocument,
    "mutation AdminMoveTestimonial($id: ID!, $position: Int!) {\n  moveTestimonial(id: $id, position: $position) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveTestimonialDocument,
    "mutation AdminRestoreTestimonialVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTestimonialVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreTestimonialVersionDocument,
    "query AdminTestimonial($id: ID!) {\n  adminTestimonial(id: $id) {\n    ...AdminTestimonialFields\n  }\n  recordVersions(recordType: \"testimonial\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminTestimonialDocument,
    "fragment AdminTestimonialFields on Testimonial {\n  id\n  customerName\n  content\n  rating\n  sortOrder\n  version\n}": types.AdminTestimonialFieldsFragmentDoc,
    "query AdminTestimonials($first: Int, $after: String, $search: String) {\n  adminTestimonials(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTestimonialFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminTestimonialsDocument,
    "mutation AdminUpdateTestimonial($id: ID!, $expectedVersion: Int!, $input: TestimonialInput!) {\n  updateTestimonial(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateTestimonialDocument,
    "mutation AdminCreateVideo($input: VideoInput!) {\n  createVideo(input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateVideoDocument,
    "mutation AdminCreateVideoCategory($input: VideoCategoryInput!) {\n  createVideoCategory(input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminCreateVideoCategoryDocument,
    "mutation AdminDeleteVideo($id: ID!) {\n  deleteVideo(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteVideoDocument,
    "mutation AdminDeleteVideoCategory($id: ID!) {\n  deleteVideoCategory(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminDeleteVideoCategoryDocument,
    "mutation AdminMoveVideo($id: ID!, $position: Int!) {\n  moveVideo(id: $id, position: $position) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveVideoDocument,
    "mutation AdminMoveVideoCategory($id: ID!, $position: Int!) {\n  moveVideoCategory(id: $id, position: $position) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminMoveVideoCategoryDocument,
    "mutation AdminRenameVideoCategory($id: ID!, $input: VideoCategoryInput!) {\n  renameVideoCategory(id: $id, input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRenameVideoCategoryDocument,
    "mutation AdminRestoreVideoVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreVideoVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminRestoreVideoVersionDocument,
    "mutation AdminUpdateVideo($id: ID!, $expectedVersion: Int!, $input: VideoInput!) {\n  updateVideo(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.AdminUpdateVideoDocument,
    "query AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n  recordVersions(recordType: \"video\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}": types.AdminVideoDocument,
    "query AdminVideoCategories {\n  adminVideoCategories {\n    ...AdminVideoCategoryFields\n  }\n}": types.AdminVideoCategoriesDocument,
    "fragment AdminVideoCategoryFields on VideoCategory {\n  id\n  name\n  sortOrder\n  videoCount\n}": types.AdminVideoCategoryFieldsFragmentDoc,
    "fragment AdminVideoFields on Video {\n  id\n  title\n  description\n  url\n  externalId\n  thumbnailUrl\n  isAvailable\n  categoryId\n  sortOrder\n  version\n}": types.AdminVideoFieldsFragmentDoc,
    "query AdminVideos($categoryId: ID!, $first: Int, $after: String, $search: String) {\n  adminVideos(\n    categoryId: $categoryId\n    first: $first\n    after: $after\n    search: $search\n  ) {\n    edges {\n      cursor\n      node {\n        ...AdminVideoFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminVideosDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AcquireEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!, $takeOver: Boolean) {\n  acquireEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n    takeOver: $takeOver\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AcquireEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!, $takeOver: Boolean) {\n  acquireEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n    takeOver: $takeOver\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment EditLockFields on EditLock {\n  recordType\n  recordId\n  holder\n  since\n  mine\n}"): (typeof documents)["fragment EditLockFields on EditLock {\n  recordType\n  recordId\n  holder\n  since\n  mine\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation HeartbeatEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  heartbeatEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation HeartbeatEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  heartbeatEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    lock {\n      ...EditLockFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ReleaseEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  releaseEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    released\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation ReleaseEditLock($recordType: String!, $recordId: ID!, $sessionKey: String!) {\n  releaseEditLock(\n    recordType: $recordType\n    recordId: $recordId\n    sessionKey: $sessionKey\n  ) {\n    released\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RecordVersionFields on RecordVersion {\n  id\n  version\n  author\n  createdAt\n  changedFields\n  values {\n    name\n    value\n  }\n}"): (typeof documents)["fragment RecordVersionFields on RecordVersion {\n  id\n  version\n  author\n  createdAt\n  changedFields\n  values {\n    name\n    value\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminChangePassword($input: ChangeAdminPasswordInput!) {\n  changeAdminPassword(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminChangePassword($input: ChangeAdminPasswordInput!) {\n  changeAdminPassword(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminStartTwoFactorSetup {\n  startTwoFactorSetup {\n    setup {\n      secret\n      uri\n      qrSvg\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminConfirmTwoFactorSetup($input: ConfirmTwoFactorSetupInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminTurnOffTwoFactor($input: TurnOffTwoFactorInput!) {\n  turnOffTwoFactor(input: $input) {\n    turnedOff\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminStartTwoFactorSetup {\n  startTwoFactorSetup {\n    setup {\n      secret\n      uri\n      qrSvg\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminConfirmTwoFactorSetup($input: ConfirmTwoFactorSetupInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation AdminTurnOffTwoFactor($input: TurnOffTwoFactorInput!) {\n  turnOffTwoFactor(input: $input) {\n    turnedOff\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminInviteStaffAccount($input: InviteStaffAccountInput!) {\n  inviteStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminInviteStaffAccount($input: InviteStaffAccountInput!) {\n  inviteStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminStaffAccountFields on StaffAccount {\n  id\n  username\n  name\n  email\n  role\n  status\n  lastSignInAt\n  twoFactorEnabled\n}"): (typeof documents)["fragment AdminStaffAccountFields on StaffAccount {\n  id\n  username\n  name\n  email\n  role\n  status\n  lastSignInAt\n  twoFactorEnabled\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminStaffAccounts {\n  staffAccounts {\n    ...AdminStaffAccountFields\n  }\n}"): (typeof documents)["query AdminStaffAccounts {\n  staffAccounts {\n    ...AdminStaffAccountFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminTurnOffStaffTwoFactor($id: ID!) {\n  turnOffStaffTwoFactor(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminTurnOffStaffTwoFactor($id: ID!) {\n  turnOffStaffTwoFactor(id: $id) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateStaffAccount($input: UpdateStaffAccountInput!) {\n  updateStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateStaffAccount($input: UpdateStaffAccountInput!) {\n  updateStaffAccount(input: $input) {\n    account {\n      ...AdminStaffAccountFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminAuditEvents($first: Int, $after: String, $actor: String, $recordType: String, $action: AuditAction, $since: DateTime, $until: DateTime) {\n  auditEvents(\n    first: $first\n    after: $after\n    actor: $actor\n    recordType: $recordType\n    action: $action\n    since: $since\n    until: $until\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        actor\n        action\n        recordType\n        recordId\n        recordLabel\n        fields\n        clientAddress\n        note\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminAuditEvents($first: Int, $after: String, $actor: String, $recordType: String, $action: AuditAction, $since: DateTime, $until: DateTime) {\n  auditEvents(\n    first: $first\n    after: $after\n    actor: $actor\n    recordType: $recordType\n    action: $action\n    since: $since\n    until: $until\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        actor\n        action\n        recordType\n        recordId\n        recordLabel\n        fields\n        clientAddress\n        note\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminCertificationCard($id: ID!) {\n  adminCertificationCard(id: $id) {\n    ...AdminCertificationCardFields\n  }\n  recordVersions(recordType: \"certification-card\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminCertificationCard($id: ID!) {\n  adminCertificationCard(id: $id) {\n    ...AdminCertificationCardFields\n  }\n  recordVersions(recordType: \"certification-card\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminCertificationCardFields on CertificationCard {\n  id\n  title\n  description\n  validUntil\n  expandable\n  sortOrder\n  version\n  subtypes {\n    id\n    name\n    description\n    available\n  }\n}"): (typeof documents)["fragment AdminCertificationCardFields on CertificationCard {\n  id\n  title\n  description\n  validUntil\n  expandable\n  sortOrder\n  version\n  subtypes {\n    id\n    name\n    description\n    available\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminCertificationCards($first: Int, $after: String, $search: String) {\n  adminCertificationCards(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminCertificationCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminCertificationCards($first: Int, $after: String, $search: String) {\n  adminCertificationCards(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminCertificationCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateCertificationCard($input: CertificationCardInput!) {\n  createCertificationCard(input: $input) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateCertificationCard($input: CertificationCardInput!) {\n  createCertificationCard(input: $input) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteCertificationCard($id: ID!) {\n  deleteCertificationCard(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteCertificationCard($id: ID!) {\n  deleteCertificationCard(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveCertificationCard($id: ID!, $position: Int!) {\n  moveCertificationCard(id: $id, position: $position) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveCertificationCard($id: ID!, $position: Int!) {\n  moveCertificationCard(id: $id, position: $position) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreCertificationCardVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreCertificationCardVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreCertificationCardVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreCertificationCardVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateCertificationCard($id: ID!, $expectedVersion: Int!, $input: CertificationCardInput!) {\n  updateCertificationCard(\n    id: $id\n    expectedVersion: $expectedVersion\n    input: $input\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateCertificationCard($id: ID!, $expectedVersion: Int!, $input: CertificationCardInput!) {\n  updateCertificationCard(\n    id: $id\n    expectedVersion: $expectedVersion\n    input: $input\n  ) {\n    certificationCard {\n      ...AdminCertificationCardFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminContactFields on Contact {\n  id\n  name\n  email\n  phone\n  businessType\n  message\n  createdAt\n  status\n  handledAt\n  handledBy\n  note\n  version\n}"): (typeof documents)["fragment AdminContactFields on Contact {\n  id\n  name\n  email\n  phone\n  businessType\n  message\n  createdAt\n  status\n  handledAt\n  handledBy\n  note\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminContacts($first: Int!, $after: String, $search: String, $status: ContactStatus, $businessType: BusinessType, $from: Date, $to: Date) {\n  contacts(\n    first: $first\n    after: $after\n    search: $search\n    status: $status\n    businessType: $businessType\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminContactFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  company {\n    name\n    email\n  }\n}"): (typeof documents)["query AdminContacts($first: Int!, $after: String, $search: String, $status: ContactStatus, $businessType: BusinessType, $from: Date, $to: Date) {\n  contacts(\n    first: $first\n    after: $after\n    search: $search\n    status: $status\n    businessType: $businessType\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminContactFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  company {\n    name\n    email\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateContactTriage($id: ID!, $expectedVersion: Int!, $input: ContactTriageInput!) {\n  updateContactTriage(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    contact {\n      ...AdminContactFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateContactTriage($id: ID!, $expectedVersion: Int!, $input: ContactTriageInput!) {\n  updateContactTriage(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    contact {\n      ...AdminContactFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminDashboard {\n  dashboardCounts {\n    products\n    newsletters\n    testimonials\n    contacts\n    newContacts\n    subscribers\n    imageAssets\n    teamMembers\n  }\n  recentActivity(limit: 8) {\n    id\n    kind\n    title\n    businessType\n    at\n    actor\n    action\n    recordType\n  }\n}"): (typeof documents)["query AdminDashboard {\n  dashboardCounts {\n    products\n    newsletters\n    testimonials\n    contacts\n    newContacts\n    subscribers\n    imageAssets\n    teamMembers\n  }\n  recentActivity(limit: 8) {\n    id\n    kind\n    title\n    businessType\n    at\n    actor\n    action\n    recordType\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateDocument($input: DocumentInput!) {\n  createDocument(input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateDocument($input: DocumentInput!) {\n  createDocument(input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteDocument($id: ID!) {\n  deleteDocument(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteDocument($id: ID!) {\n  deleteDocument(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminDocument($id: ID!) {\n  adminDocument(id: $id) {\n    ...AdminDocumentFields\n  }\n  recordVersions(recordType: \"document\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminDocument($id: ID!) {\n  adminDocument(id: $id) {\n    ...AdminDocumentFields\n  }\n  recordVersions(recordType: \"document\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminDocumentFields on DocumentFile {\n  id\n  kind\n  title\n  description\n  validUntil\n  updatedOn\n  fileUrl\n  sortOrder\n  version\n}"): (typeof documents)["fragment AdminDocumentFields on DocumentFile {\n  id\n  kind\n  title\n  description\n  validUntil\n  updatedOn\n  fileUrl\n  sortOrder\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminDocuments($kind: DocumentKind!, $first: Int, $after: String, $search: String) {\n  adminDocuments(kind: $kind, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminDocumentFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminDocuments($kind: DocumentKind!, $first: Int, $after: String, $search: String) {\n  adminDocuments(kind: $kind, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminDocumentFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveDocument($id: ID!, $position: Int!) {\n  moveDocument(id: $id, position: $position) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveDocument($id: ID!, $position: Int!) {\n  moveDocument(id: $id, position: $position) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreDocumentVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreDocumentVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreDocumentVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreDocumentVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateDocument($id: ID!, $expectedVersion: Int!, $input: DocumentInput!) {\n  updateDocument(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateDocument($id: ID!, $expectedVersion: Int!, $input: DocumentInput!) {\n  updateDocument(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    document {\n      ...AdminDocumentFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminCurrentAdmin {\n  currentAdmin {\n    id\n    username\n    role\n    permissions\n    twoFactorEnabled\n    mustSetUpTwoFactor\n  }\n}"): (typeof documents)["query AdminCurrentAdmin {\n  currentAdmin {\n    id\n    username\n    role\n    permissions\n    twoFactorEnabled\n    mustSetUpTwoFactor\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminLogin($input: AdminLoginInput!) {\n  adminLogin(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    twoFactorChallenge\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($input: AdminLoginInput!) {\n  adminLogin(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    twoFactorChallenge\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminLoginTwoFactor($input: AdminLoginTwoFactorInput!) {\n  adminLoginTwoFactor(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLoginTwoFactor($input: AdminLoginTwoFactorInput!) {\n  adminLoginTwoFactor(input: $input) {\n    session {\n      token\n      expiresAt\n      username\n      role\n      permissions\n      mustSetUpTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminLogout {\n  adminLogout {\n    signedOut\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLogout {\n  adminLogout {\n    signedOut\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteImageAsset($id: ID!) {\n  deleteImageAsset(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteImageAsset($id: ID!) {\n  deleteImageAsset(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminImageAssetFields on ImageAsset {\n  id\n  path\n  name\n  category\n  description\n  tags\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}"): (typeof documents)["fragment AdminImageAssetFields on ImageAsset {\n  id\n  path\n  name\n  category\n  description\n  tags\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminImageAssets($first: Int!, $after: String) {\n  imageAssets(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminImageAssetFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  imageCategories\n}"): (typeof documents)["query AdminImageAssets($first: Int!, $after: String) {\n  imageAssets(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminImageAssetFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  imageCategories\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateImageAsset($id: ID!, $input: ImageAssetInput!) {\n  updateImageAsset(id: $id, input: $input) {\n    imageAsset {\n      ...AdminImageAssetFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateImageAsset($id: ID!, $input: ImageAssetInput!) {\n  updateImageAsset(id: $id, input: $input) {\n    imageAsset {\n      ...AdminImageAssetFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminMailingDeliveries($id: ID!, $first: Int, $after: String, $status: DeliveryStatus) {\n  newsletterMailing(newsletterId: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          recipient\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}"): (typeof documents)["query AdminMailingDeliveries($id: ID!, $first: Int, $after: String, $status: DeliveryStatus) {\n  newsletterMailing(newsletterId: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          recipient\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminMailingFields on NewsletterMailing {\n  id\n  status\n  subject\n  topics\n  recipientCount\n  startedBy\n  createdAt\n  finishedAt\n  progress {\n    queued\n    sending\n    sent\n    failed\n    bounced\n    skipped\n  }\n}"): (typeof documents)["fragment AdminMailingFields on NewsletterMailing {\n  id\n  status\n  subject\n  topics\n  recipientCount\n  startedBy\n  createdAt\n  finishedAt\n  progress {\n    queued\n    sending\n    sent\n    failed\n    bounced\n    skipped\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletterMailingCheck($id: ID!, $topics: [String!]!) {\n  newsletterMailingCheck(newsletterId: $id, topics: $topics) {\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    canSend\n    recipientCount\n    preview {\n      subject\n      text\n      html\n      headers {\n        name\n        value\n      }\n    }\n  }\n}"): (typeof documents)["query AdminNewsletterMailingCheck($id: ID!, $topics: [String!]!) {\n  newsletterMailingCheck(newsletterId: $id, topics: $topics) {\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    canSend\n    recipientCount\n    preview {\n      subject\n      text\n      html\n      headers {\n        name\n        value\n      }\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletterMailingProgress($id: ID!) {\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n}"): (typeof documents)["query AdminNewsletterMailingProgress($id: ID!) {\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletterSend($id: ID!) {\n  adminNewsletter(id: $id) {\n    id\n    title\n    state\n  }\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n  newsletterTopics\n}"): (typeof documents)["query AdminNewsletterSend($id: ID!) {\n  adminNewsletter(id: $id) {\n    id\n    title\n    state\n  }\n  newsletterMailing(newsletterId: $id) {\n    ...AdminMailingFields\n  }\n  newsletterTopics\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminSendNewsletter($input: SendNewsletterInput!) {\n  sendNewsletter(input: $input) {\n    mailing {\n      ...AdminMailingFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminSendNewsletter($input: SendNewsletterInput!) {\n  sendNewsletter(input: $input) {\n    mailing {\n      ...AdminMailingFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminSendNewsletterTest($input: SendNewsletterTestInput!) {\n  sendNewsletterTest(input: $input) {\n    queued\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminSendNewsletterTest($input: SendNewsletterTestInput!) {\n  sendNewsletterTest(input: $input) {\n    queued\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateNewsletter($input: NewsletterInput!) {\n  createNewsletter(input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateNewsletter($input: NewsletterInput!) {\n  createNewsletter(input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteNewsletter($id: ID!) {\n  deleteNewsletter(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteNewsletter($id: ID!) {\n  deleteNewsletter(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletter($id: ID!) {\n  adminNewsletter(id: $id) {\n    ...AdminNewsletterFields\n  }\n  recordVersions(recordType: \"newsletter\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminNewsletter($id: ID!) {\n  adminNewsletter(id: $id) {\n    ...AdminNewsletterFields\n  }\n  recordVersions(recordType: \"newsletter\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminNewsletterFields on Newsletter {\n  id\n  title\n  date\n  summary\n  content\n  imageUrl\n  pdfUrl\n  state\n  version\n}"): (typeof documents)["fragment AdminNewsletterFields on Newsletter {\n  id\n  title\n  date\n  summary\n  content\n  imageUrl\n  pdfUrl\n  state\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletterPublishChecks($id: ID!) {\n  newsletterPublishChecks(id: $id) {\n    key\n    label\n    passed\n    detail\n  }\n}"): (typeof documents)["query AdminNewsletterPublishChecks($id: ID!) {\n  newsletterPublishChecks(id: $id) {\n    key\n    label\n    passed\n    detail\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminNewsletters($first: Int, $after: String, $search: String, $state: NewsletterState) {\n  adminNewsletters(first: $first, after: $after, search: $search, state: $state) {\n    edges {\n      cursor\n      node {\n        ...AdminNewsletterFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminNewsletters($first: Int, $after: String, $search: String, $state: NewsletterState) {\n  adminNewsletters(first: $first, after: $after, search: $search, state: $state) {\n    edges {\n      cursor\n      node {\n        ...AdminNewsletterFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminPublishNewsletter($id: ID!, $expectedVersion: Int!, $at: DateTime, $publishAnyway: Boolean) {\n  publishNewsletter(\n    id: $id\n    expectedVersion: $expectedVersion\n    at: $at\n    publishAnyway: $publishAnyway\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    publishedNow\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminPublishNewsletter($id: ID!, $expectedVersion: Int!, $at: DateTime, $publishAnyway: Boolean) {\n  publishNewsletter(\n    id: $id\n    expectedVersion: $expectedVersion\n    at: $at\n    publishAnyway: $publishAnyway\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    publishedNow\n    checks {\n      key\n      label\n      passed\n      detail\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreNewsletterVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreNewsletterVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreNewsletterVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreNewsletterVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUnpublishNewsletter($id: ID!, $expectedVersion: Int!) {\n  unpublishNewsletter(id: $id, expectedVersion: $expectedVersion) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUnpublishNewsletter($id: ID!, $expectedVersion: Int!) {\n  unpublishNewsletter(id: $id, expectedVersion: $expectedVersion) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateNewsletter($id: ID!, $expectedVersion: Int!, $input: NewsletterInput!) {\n  updateNewsletter(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateNewsletter($id: ID!, $expectedVersion: Int!, $input: NewsletterInput!) {\n  updateNewsletter(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    newsletter {\n      ...AdminNewsletterFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminOutboxMessage($id: ID!) {\n  outboxMessage(id: $id) {\n    id\n    messageId\n    sender\n    recipient\n    replyTo\n    subject\n    text\n    html\n    headers {\n      name\n      value\n    }\n    createdAt\n  }\n}"): (typeof documents)["query AdminOutboxMessage($id: ID!) {\n  outboxMessage(id: $id) {\n    id\n    messageId\n    sender\n    recipient\n    replyTo\n    subject\n    text\n    html\n    headers {\n      name\n      value\n    }\n    createdAt\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminOutboxMessages($first: Int, $after: String) {\n  outboxMessages(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        recipient\n        subject\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminOutboxMessages($first: Int, $after: String) {\n  outboxMessages(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        recipient\n        subject\n        createdAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminAcceptStaffInvitation($input: SetPasswordWithLinkInput!) {\n  acceptStaffInvitation(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminAcceptStaffInvitation($input: SetPasswordWithLinkInput!) {\n  acceptStaffInvitation(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    requested\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    requested\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminResetPasswordWithLink($input: SetPasswordWithLinkInput!) {\n  resetPasswordWithLink(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminResetPasswordWithLink($input: SetPasswordWithLinkInput!) {\n  resetPasswordWithLink(input: $input) {\n    username\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminErasePersonalData($email: String!) {\n  erasePersonalData(email: $email) {\n    erased {\n      subscribers\n      consents\n      contacts\n      deliveries\n      outboxMessages\n      historyEntries\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminErasePersonalData($email: String!) {\n  erasePersonalData(email: $email) {\n    erased {\n      subscribers\n      consents\n      contacts\n      deliveries\n      outboxMessages\n      historyEntries\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminLiftMailSuppression($email: String!) {\n  liftMailSuppression(email: $email) {\n    lifted\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLiftMailSuppression($email: String!) {\n  liftMailSuppression(email: $email) {\n    lifted\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminPersonalData($email: String!) {\n  personalData(email: $email) {\n    email\n    suppressed\n    historyMentions\n    subscriber {\n      ...AdminSubscriberFields\n    }\n    consents {\n      ...AdminConsentFields\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n      businessType\n      message\n      createdAt\n      status\n      note\n    }\n    deliveries {\n      id\n      kind\n      recipient\n      status\n      attempts\n      lastError\n      createdAt\n      sentAt\n    }\n    outboxMessages {\n      id\n      recipient\n      replyTo\n      subject\n      text\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AdminPersonalData($email: String!) {\n  personalData(email: $email) {\n    email\n    suppressed\n    historyMentions\n    subscriber {\n      ...AdminSubscriberFields\n    }\n    consents {\n      ...AdminConsentFields\n    }\n    contacts {\n      id\n      name\n      email\n      phone\n      businessType\n      message\n      createdAt\n      status\n      note\n    }\n    deliveries {\n      id\n      kind\n      recipient\n      status\n      attempts\n      lastError\n      createdAt\n      sentAt\n    }\n    outboxMessages {\n      id\n      recipient\n      replyTo\n      subject\n      text\n      createdAt\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteProduct($id: ID!, $expectedVersion: Int!, $confirm: Boolean!) {\n  deleteProduct(id: $id, expectedVersion: $expectedVersion, confirm: $confirm) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteProduct($id: ID!, $expectedVersion: Int!, $confirm: Boolean!) {\n  deleteProduct(id: $id, expectedVersion: $expectedVersion, confirm: $confirm) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n  }\n  recordVersions(recordType: \"product\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n  }\n  recordVersions(recordType: \"product\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  version\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    fileUrl\n  }\n}"): (typeof documents)["fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  version\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    fileUrl\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminProducts($first: Int, $after: String, $search: String, $category: ProductCategory) {\n  adminProducts(\n    first: $first\n    after: $after\n    search: $search\n    category: $category\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        category\n        imageUrl\n        certifications {\n          id\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminProducts($first: Int, $after: String, $search: String, $category: ProductCategory) {\n  adminProducts(\n    first: $first\n    after: $after\n    search: $search\n    category: $category\n  ) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        category\n        imageUrl\n        certifications {\n          id\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreProductVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreProductVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreProductVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreProductVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateProduct($id: ID!, $expectedVersion: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateProduct($id: ID!, $expectedVersion: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    product {\n      ...AdminProductFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminCompanySettings {\n  company {\n    ...AdminCompanySettingsFields\n  }\n}"): (typeof documents)["query AdminCompanySettings {\n  company {\n    ...AdminCompanySettingsFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminCompanySettingsFields on Company {\n  headOfficePhone\n  fax\n  saskatchewanPhone\n  tollFreePhone\n  email\n  submissionsMailbox\n  headOffice {\n    street\n    city\n    province\n    postalCode\n  }\n  warehouse {\n    street\n    city\n    province\n    postalCode\n  }\n  businessHours\n  mapLocation {\n    latitude\n    longitude\n  }\n}"): (typeof documents)["fragment AdminCompanySettingsFields on Company {\n  headOfficePhone\n  fax\n  saskatchewanPhone\n  tollFreePhone\n  email\n  submissionsMailbox\n  headOffice {\n    street\n    city\n    province\n    postalCode\n  }\n  warehouse {\n    street\n    city\n    province\n    postalCode\n  }\n  businessHours\n  mapLocation {\n    latitude\n    longitude\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminSecuritySettings {\n  securitySettings {\n    requireTwoFactor\n  }\n}\n\nmutation AdminUpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n  updateSecuritySettings(input: $input) {\n    settings {\n      requireTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["query AdminSecuritySettings {\n  securitySettings {\n    requireTwoFactor\n  }\n}\n\nmutation AdminUpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n  updateSecuritySettings(input: $input) {\n    settings {\n      requireTwoFactor\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateCompanySettings($input: CompanySettingsInput!) {\n  updateCompanySettings(input: $input) {\n    company {\n      ...AdminCompanySettingsFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateCompanySettings($input: CompanySettingsInput!) {\n  updateCompanySettings(input: $input) {\n    company {\n      ...AdminCompanySettingsFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminConsentFields on ConsentRecord {\n  id\n  type\n  wordingVersion\n  wordingHash\n  wordingText\n  page\n  ipAddress\n  userAgent\n  givenAt\n  confirmedAt\n  withdrawnAt\n  withdrawnHow\n}"): (typeof documents)["fragment AdminConsentFields on ConsentRecord {\n  id\n  type\n  wordingVersion\n  wordingHash\n  wordingText\n  page\n  ipAddress\n  userAgent\n  givenAt\n  confirmedAt\n  withdrawnAt\n  withdrawnHow\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminSubscriberFields on Subscriber {\n  id\n  email\n  status\n  preferences\n  subscribeDate\n  confirmedAt\n  unsubscribedAt\n  consents {\n    ...AdminConsentFields\n  }\n}"): (typeof documents)["fragment AdminSubscriberFields on Subscriber {\n  id\n  email\n  status\n  preferences\n  subscribeDate\n  confirmedAt\n  unsubscribedAt\n  consents {\n    ...AdminConsentFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminSubscribers($first: Int!, $after: String, $status: SubscriberStatus, $search: String) {\n  subscribers(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminSubscriberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminSubscribers($first: Int!, $after: String, $status: SubscriberStatus, $search: String) {\n  subscribers(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminSubscriberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateTeamMember($input: TeamMemberInput!) {\n  createTeamMember(input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateTeamMember($input: TeamMemberInput!) {\n  createTeamMember(input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteTeamMember($id: ID!) {\n  deleteTeamMember(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteTeamMember($id: ID!) {\n  deleteTeamMember(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveTeamMember($id: ID!, $position: Int!) {\n  moveTeamMember(id: $id, position: $position) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveTeamMember($id: ID!, $position: Int!) {\n  moveTeamMember(id: $id, position: $position) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreTeamMemberVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTeamMemberVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreTeamMemberVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTeamMemberVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTeamMember($id: ID!) {\n  adminTeamMember(id: $id) {\n    ...AdminTeamMemberFields\n  }\n  recordVersions(recordType: \"team-member\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminTeamMember($id: ID!) {\n  adminTeamMember(id: $id) {\n    ...AdminTeamMemberFields\n  }\n  recordVersions(recordType: \"team-member\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminTeamMemberFields on TeamMember {\n  id\n  name\n  role\n  credentials\n  bio\n  imageUrl\n  group\n  sortOrder\n  version\n}"): (typeof documents)["fragment AdminTeamMemberFields on TeamMember {\n  id\n  name\n  role\n  credentials\n  bio\n  imageUrl\n  group\n  sortOrder\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTeamMembers($group: TeamGroup!, $first: Int, $after: String, $search: String) {\n  adminTeamMembers(group: $group, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTeamMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminTeamMembers($group: TeamGroup!, $first: Int, $after: String, $search: String) {\n  adminTeamMembers(group: $group, first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTeamMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateTeamMember($id: ID!, $expectedVersion: Int!, $input: TeamMemberInput!) {\n  updateTeamMember(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateTeamMember($id: ID!, $expectedVersion: Int!, $input: TeamMemberInput!) {\n  updateTeamMember(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    teamMember {\n      ...AdminTeamMemberFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreTechnologyVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTechnologyVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreTechnologyVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTechnologyVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTechnologies($first: Int, $after: String, $search: String) {\n  adminTechnologies(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        id\n        key\n        name\n        title\n        version\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminTechnologies($first: Int, $after: String, $search: String) {\n  adminTechnologies(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        id\n        key\n        name\n        title\n        version\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTechnology($id: ID!) {\n  adminTechnology(id: $id) {\n    ...AdminTechnologyFields\n  }\n  recordVersions(recordType: \"technology\", recordId: $id) {\n    ...RecordVersionFields\n  }\n  products {\n    id\n    name\n  }\n}"): (typeof documents)["query AdminTechnology($id: ID!) {\n  adminTechnology(id: $id) {\n    ...AdminTechnologyFields\n  }\n  recordVersions(recordType: \"technology\", recordId: $id) {\n    ...RecordVersionFields\n  }\n  products {\n    id\n    name\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminTechnologyFields on TechnologyContent {\n  id\n  key\n  name\n  title\n  shortDescription\n  summary\n  fullDescription\n  steps {\n    title\n    text\n  }\n  images\n  imageAlts\n  benefits\n  applications\n  developerQuote\n  relatedProducts {\n    name\n  }\n  version\n}"): (typeof documents)["fragment AdminTechnologyFields on TechnologyContent {\n  id\n  key\n  name\n  title\n  shortDescription\n  summary\n  fullDescription\n  steps {\n    title\n    text\n  }\n  images\n  imageAlts\n  benefits\n  applications\n  developerQuote\n  relatedProducts {\n    name\n  }\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateTechnology($id: ID!, $expectedVersion: Int!, $input: TechnologyInput!) {\n  updateTechnology(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateTechnology($id: ID!, $expectedVersion: Int!, $input: TechnologyInput!) {\n  updateTechnology(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    technology {\n      ...AdminTechnologyFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateTestimonial($input: TestimonialInput!) {\n  createTestimonial(input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateTestimonial($input: TestimonialInput!) {\n  createTestimonial(input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteTestimonial($id: ID!) {\n  deleteTestimonial(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteTestimonial($id: ID!) {\n  deleteTestimonial(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveTestimonial($id: ID!, $position: Int!) {\n  moveTestimonial(id: $id, position: $position) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveTestimonial($id: ID!, $position: Int!) {\n  moveTestimonial(id: $id, position: $position) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreTestimonialVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTestimonialVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreTestimonialVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreTestimonialVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTestimonial($id: ID!) {\n  adminTestimonial(id: $id) {\n    ...AdminTestimonialFields\n  }\n  recordVersions(recordType: \"testimonial\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminTestimonial($id: ID!) {\n  adminTestimonial(id: $id) {\n    ...AdminTestimonialFields\n  }\n  recordVersions(recordType: \"testimonial\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminTestimonialFields on Testimonial {\n  id\n  customerName\n  content\n  rating\n  sortOrder\n  version\n}"): (typeof documents)["fragment AdminTestimonialFields on Testimonial {\n  id\n  customerName\n  content\n  rating\n  sortOrder\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminTestimonials($first: Int, $after: String, $search: String) {\n  adminTestimonials(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTestimonialFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminTestimonials($first: Int, $after: String, $search: String) {\n  adminTestimonials(first: $first, after: $after, search: $search) {\n    edges {\n      cursor\n      node {\n        ...AdminTestimonialFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateTestimonial($id: ID!, $expectedVersion: Int!, $input: TestimonialInput!) {\n  updateTestimonial(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateTestimonial($id: ID!, $expectedVersion: Int!, $input: TestimonialInput!) {\n  updateTestimonial(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    testimonial {\n      ...AdminTestimonialFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateVideo($input: VideoInput!) {\n  createVideo(input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateVideo($input: VideoInput!) {\n  createVideo(input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminCreateVideoCategory($input: VideoCategoryInput!) {\n  createVideoCategory(input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminCreateVideoCategory($input: VideoCategoryInput!) {\n  createVideoCategory(input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteVideo($id: ID!) {\n  deleteVideo(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteVideo($id: ID!) {\n  deleteVideo(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminDeleteVideoCategory($id: ID!) {\n  deleteVideoCategory(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminDeleteVideoCategory($id: ID!) {\n  deleteVideoCategory(id: $id) {\n    deletedId\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveVideo($id: ID!, $position: Int!) {\n  moveVideo(id: $id, position: $position) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveVideo($id: ID!, $position: Int!) {\n  moveVideo(id: $id, position: $position) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminMoveVideoCategory($id: ID!, $position: Int!) {\n  moveVideoCategory(id: $id, position: $position) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminMoveVideoCategory($id: ID!, $position: Int!) {\n  moveVideoCategory(id: $id, position: $position) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRenameVideoCategory($id: ID!, $input: VideoCategoryInput!) {\n  renameVideoCategory(id: $id, input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRenameVideoCategory($id: ID!, $input: VideoCategoryInput!) {\n  renameVideoCategory(id: $id, input: $input) {\n    videoCategory {\n      ...AdminVideoCategoryFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminRestoreVideoVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreVideoVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminRestoreVideoVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {\n  restoreVideoVersion(\n    id: $id\n    expectedVersion: $expectedVersion\n    version: $version\n  ) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdminUpdateVideo($id: ID!, $expectedVersion: Int!, $input: VideoInput!) {\n  updateVideo(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation AdminUpdateVideo($id: ID!, $expectedVersion: Int!, $input: VideoInput!) {\n  updateVideo(id: $id, expectedVersion: $expectedVersion, input: $input) {\n    video {\n      ...AdminVideoFields\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n  recordVersions(recordType: \"video\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"): (typeof documents)["query AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n  recordVersions(recordType: \"video\", recordId: $id) {\n    ...RecordVersionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminVideoCategories {\n  adminVideoCategories {\n    ...AdminVideoCategoryFields\n  }\n}"): (typeof documents)["query AdminVideoCategories {\n  adminVideoCategories {\n    ...AdminVideoCategoryFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminVideoCategoryFields on VideoCategory {\n  id\n  name\n  sortOrder\n  videoCount\n}"): (typeof documents)["fragment AdminVideoCategoryFields on VideoCategory {\n  id\n  name\n  sortOrder\n  videoCount\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment AdminVideoFields on Video {\n  id\n  title\n  description\n  url\n  externalId\n  thumbnailUrl\n  isAvailable\n  categoryId\n  sortOrder\n  version\n}"): (typeof documents)["fragment AdminVideoFields on Video {\n  id\n  title\n  description\n  url\n  externalId\n  thumbnailUrl\n  isAvailable\n  categoryId\n  sortOrder\n  version\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdminVideos($categoryId: ID!, $first: Int, $after: String, $search: String) {\n  adminVideos(\n    categoryId: $categoryId\n    first: $first\n    after: $after\n    search: $search\n  ) {\n    edges {\n      cursor\n      node {\n        ...AdminVideoFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminVideos($categoryId: ID!, $first: Int, $after: String, $search: String) {\n  adminVideos(\n    categoryId: $categoryId\n    first: $first\n    after: $after\n    search: $search\n  ) {\n    edges {\n      cursor\n      node {\n        ...AdminVideoFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;