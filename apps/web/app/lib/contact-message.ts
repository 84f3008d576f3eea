import { departments, type ContactMessage, type Department } from "~/content/contact";

const departmentValues = new Set<string>(departments.map((department) => department.value));

function isDepartment(value: string): value is Department {
  return departmentValues.has(value);
}

function text(data: FormData, field: keyof ContactMessage) {
  const value = data.get(field);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Reads the contact form's fields into a message. Every field becomes a string (a missing one
 * becomes ""), and a department outside the list is dropped rather than passed on.
 */
export function readContactMessage(data: FormData): ContactMessage {
  const department = text(data, "department");
  return {
    name: text(data, "name"),
    email: text(data, "email"),
    phone: text(data, "phone"),
    department: isDepartment(department) ? department : "",
    subject: text(data, "subject"),
    message: text(data, "message"),
  };
}
