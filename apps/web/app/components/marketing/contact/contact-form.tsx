import { Button } from "@keystone/ui/components/button";
import { FormField } from "@keystone/ui/components/form-field";
import { Input } from "@keystone/ui/components/input";
import { Select } from "@keystone/ui/components/select";
import { Textarea } from "@keystone/ui/components/textarea";
import { toast } from "@keystone/ui/lib/toast";
import { Send } from "lucide-react";
import { contactToast, departments } from "~/content/contact";
import { readContactMessage } from "~/lib/contact-message";

/**
 * The message form. Validation is the browser's own (required, type="email"); a valid message is
 * logged in the browser only, never sent, and the form is cleared behind a confirmation.
 */
export function ContactForm() {
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    console.info("Contact form submitted:", readContactMessage(new FormData(form)));
    form.reset();
    toast({ ...contactToast, variant: "success" });
  }

  return (
    <form
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit}
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
      <Button type="submit" size="lg" className="self-start">
        <Send aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
