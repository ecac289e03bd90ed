// Numbers shown with every crisis reply, tap to call. Keep them exactly as listed: they are checked
// by a unit test and must never drift.
export interface CrisisResource {
  country: "Österreich" | "Deutschland" | "Österreich und Deutschland";
  label: string;
  /** As displayed, grouped for reading. */
  number: string;
  /** The tel: link, digits only. */
  tel: string;
  description: string;
}

export const crisisResources: readonly CrisisResource[] = [
  {
    country: "Österreich",
    label: "TelefonSeelsorge",
    number: "142",
    tel: "tel:142",
    description: "Rund um die Uhr, kostenlos und anonym.",
  },
  {
    country: "Deutschland",
    label: "TelefonSeelsorge",
    number: "0800 111 0 111",
    tel: "tel:08001110111",
    description: "Rund um die Uhr, kostenlos und anonym.",
  },
  {
    country: "Deutschland",
    label: "TelefonSeelsorge",
    number: "0800 111 0 222",
    tel: "tel:08001110222",
    description: "Rund um die Uhr, kostenlos und anonym.",
  },
  {
    country: "Deutschland",
    label: "TelefonSeelsorge",
    number: "116 123",
    tel: "tel:116123",
    description: "Rund um die Uhr, kostenlos und anonym.",
  },
  {
    country: "Österreich und Deutschland",
    label: "Euronotruf",
    number: "112",
    tel: "tel:112",
    description: "Bei unmittelbarer Gefahr für dich oder andere.",
  },
  {
    country: "Österreich",
    label: "Rettung",
    number: "144",
    tel: "tel:144",
    description: "Rettungsdienst bei einem medizinischen Notfall.",
  },
];
