"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { uiMessages } from "@/messages/ui";

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const { theme } = useTheme();
  const sonnerTheme: ToasterProps["theme"] = theme === "light" || theme === "dark" ? theme : "system";

  return (
    <Sonner
      theme={sonnerTheme}
      className="toaster group"
      position="top-center"
      richColors={false}
      closeButton
      containerAriaLabel={uiMessages.notifications}
      toastOptions={{ closeButtonAriaLabel: uiMessages.close, ...toastOptions }}
      icons={{
        success: <CircleCheckIcon className="text-success size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="text-warning size-4" />,
        error: <OctagonXIcon className="text-destructive size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
