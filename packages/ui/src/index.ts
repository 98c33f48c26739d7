export { cn } from './cn';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { Card, CardTitle } from './components/Card';
export { Section, InfoCard, Bullets, Fact, PointCards } from './components/Section';
export { Badge } from './components/Badge';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  SectionTabs,
  SectionTab,
  TabLink,
  type SectionTabsProps,
  type SectionTabProps,
} from './components/Tabs';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { NativeSelect, type NativeSelectProps } from './components/NativeSelect';
export { RangeSlider, type RangeSliderProps } from './components/Slider';
export { Dialog, type DialogProps } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  PepperSearchCombobox,
  SearchCombobox,
  type SearchComboboxProps,
  type SearchSuggestion,
} from './components/SearchCombobox';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { HeatBadge, type HeatLevelName } from './components/HeatBadge';
export { HeatBar, type HeatBarProps } from './components/HeatBar';
export { HEAT_LEVEL_COLORS, heatColors, type HeatColor, type HeatColors } from './heat/heat-colors';
export { PepperCard, type PepperCardData, type PepperCardProps } from './components/PepperCard';
export { default as Toaster } from './toast/Toaster';
export { ReleaseNote } from './components/ReleaseNote';
export { useCodeWhenNeeded } from './hooks/useCodeWhenNeeded';
export { PageHead, PageTextHead, type PageHeadProps } from './components/PageHead';
export { whenIdle } from './when-idle';
export { useCodeHasCome } from './hooks/useCodeHasCome';
export { CodeButton } from './components/CodeButton';
export { CodeForm, useFormSendsThroughCode } from './components/CodeForm';
export {
  deliverEnteredBeforeCode,
  useEnteredBeforeCode,
  type FormFieldElement,
  type RenderedEntry,
} from './components/entered-before-code';
export { Checkbox, Radio } from './components/Checkable';
export { Input } from './components/Input';
export {
  AddressForm,
  closeKeyboardOnSubmit,
  formAddress,
  type AddressFormProps,
} from './components/AddressForm';
export { ApplyWithoutCode } from './components/ApplyWithoutCode';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { NeedsConnection } from './components/NeedsConnection';
export { IncrementalCards, INCREMENT, ShowMore, useIncrementalList } from './components/IncrementalList';
export { PageFrame, type PageFrameProps } from './components/PageFrame';
export { Thumbnail, type ThumbnailProps } from './components/Thumbnail';
export {
  CountField,
  EmailCodeField,
  Field,
  NumberField,
  SelectField,
  TextAreaField,
} from './components/Field';
export { FormProblem } from './components/FormProblem';
export { problemText } from './problem-text';
export { RequestProblem } from './components/RequestProblem';
export { FigureTable, type FigureColumn, type FigureRow } from './components/FigureTable';
export { SignInToKeep } from './components/SignInToKeep';
export { CardSection } from './components/CardSection';
export { useTabInAddress } from './hooks/useTabInAddress';
export { ListSection, type ListSectionProps } from './components/ListSection';
export { PepperSearchField, type PepperSearchFieldProps } from './components/PepperSearchField';
