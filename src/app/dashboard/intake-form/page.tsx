import type { Metadata } from "next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Intake form" };

/** Where the route guard sends people who have not filled the intake form yet; the form itself comes next. */
export default function IntakeFormPage() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Intake form</h1>
        </CardTitle>
        <CardDescription>Tell your coach about yourself before you start.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        The intake form is being prepared. Your administrator can mark it as filled for you meanwhile.
      </CardContent>
    </Card>
  );
}
