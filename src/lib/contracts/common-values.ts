export const MESSAGES = {
  fieldRequired: "Field is required",
  thisFieldRequired: "This field is required",
  invalidDate: "Invalid date",
  positive: "Number must be positive",
  positiveOrZero: "Number must be positive or zero",
  phone: "Value must contain only digits, parentheses, hyphens, and dots",
  invalidEmail: "Invalid email",
  invalidId: "Invalid id",
  passwordLength: "Password must be at least 8 characters long",
  passwordMismatch: "Password does not match",
  roleRequired: "Role is required",
  invalidSlug: "Use lowercase letters, digits and hyphens",
} as const;
