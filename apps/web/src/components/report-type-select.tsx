import { Select } from '@mantine/core';
import { REPORT_TYPES, type ReportType } from '@jaunt/contract';

/** The reports' Purchases / Dollars choice (spec partner-and-staff section 9). */
export function ReportTypeSelect({
  value,
  onChange,
}: {
  value: ReportType;
  onChange: (type: ReportType) => void;
}) {
  return (
    <Select
      label="Type"
      data={[...REPORT_TYPES]}
      value={value}
      onChange={(v) => v && onChange(v as ReportType)}
      allowDeselect={false}
      w={140}
    />
  );
}
