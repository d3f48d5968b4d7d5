/**
 * What the organisation view shares with the form and the table, apart from them: the view would otherwise load
 * the whole form (and its fields) for one path.
 */
export const CURRENT_ORGANIZATION_VIEW = "/dashboard/organization/view";
export const CURRENT_ORGANIZATION_EDIT = "/dashboard/organization/edit";
