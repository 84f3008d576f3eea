import { Button } from "@keystone/ui/components/button";
import { FormField } from "@keystone/ui/components/form-field";
import { Input } from "@keystone/ui/components/input";
import { Select } from "@keystone/ui/components/select";
import { Textarea } from "@keystone/ui/components/textarea";
import { Send } from "lucide-react";
import { useBehaviour } from "@keystone/ui/behaviours/use-behaviour";
import { contactForm } from "~/behaviours/contact-form";
import { departments } from "~/content/contact";

/**
 * The message form. Validation is the browser's own (required, type="email"); what a valid
 * message does is the `contact-form` behaviour's, attached by the static page's script or, where
 * React renders the form, by the same hook as every component's.
 */
export function ContactForm() {
  const behaviour = useBehaviour(contactForm);
  return (
    <form
      {...behaviour}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        Send Us a Message
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Full Name">
          <Input name="name" autoComplete="name" required />
        </FormField>
        <FormField label="Email Address">
          <Input name="email" type="email" autoComplete="email" required />
        </FormField>
        <FormField label="Phone Number">
          <Input name="phone" type="tel" autoComplete="tel" />
        </FormField>
        <FormField label="Department">
          <Select name="department" autoComplete="off" required defaultValue="">
            <option value="">Select Department</option>
            {departments.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Subject">
        <Input name="subject" autoComplete="off" required />
      </FormField>
      <FormField label="Message">
        <Textarea name="message" rows={6} autoComplete="off" required />
      </FormField>
      {/* Enabled by the contact-form behaviour: without it, submitting would put the details in a URL. */}
      <Button type="submit" size="lg" className="self-start" disabled>
        <Send aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
