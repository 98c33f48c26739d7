import {
  PageHeader,
  ReleaseNote,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useDocumentMeta,
} from '@pepper/ui';
import { useSearchParams } from '@pepper/router';
import { PremiumContentCard } from '../components/PremiumContentCard';
import { useAccount } from '../components/useAccount';
import { PricingTab } from '../features/pricing/PricingTab';
import { PremiumRecipesTab } from '../features/recipes/PremiumRecipesTab';
import { GrowKitsTab } from '../features/shop/GrowKitsTab';
import { MerchandiseTab } from '../features/shop/MerchandiseTab';

export const PREMIUM_TABS = [
  { value: 'pricing', label: 'Pricing' },
  { value: 'recipes', label: 'Premium Recipes' },
  { value: 'kits', label: 'Grow Kits' },
  { value: 'merch', label: 'Merchandise' },
] as const;
type TabValue = (typeof PREMIUM_TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => PREMIUM_TABS.some((t) => t.value === value);

/** /premium: plans and payment, premium recipes, grow kits and merchandise. The tab lives in the address. */
export function PremiumScreen() {
  useDocumentMeta(
    'Premium | Pepper Atlas',
    'Premium and Pro plans for Pepper Atlas: premium recipes with chef’s notes and member prices on grow kits and merchandise.',
  );
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabValue = isTab(tabParam) ? tabParam : 'pricing';
  const show = (next: TabValue) => {
    const search = new URLSearchParams(params);
    if (next === 'pricing') search.delete('tab');
    else search.set('tab', next);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-phone">
      <PageHeader
        title="Premium"
        subtitle="Recipes, kits and member prices"
        backTo="/menu"
        backLabel="Back to Menu"
      />
      {/* Who is looking decides whether the members' card stands above the tabs: both wait for it, so the tabs never move down. */}
      {account.loading ? (
        <div role="status" aria-busy="true" className="min-h-[70vh]">
          <span className="sr-only">Loading…</span>
        </div>
      ) : (
        <>
          {!account.signedIn ? (
            <div className="mb-4">
              <PremiumContentCard />
            </div>
          ) : null}
          <Tabs value={tab} onValueChange={(v) => show(v as TabValue)}>
            <TabsList aria-label="Premium sections">
              {PREMIUM_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="pricing">
              <PricingTab account={account} />
            </TabsContent>
            <TabsContent value="recipes">
              <PremiumRecipesTab account={account} onUpgrade={() => show('pricing')} />
            </TabsContent>
            <TabsContent value="kits">
              <GrowKitsTab account={account} onSeePlans={() => show('pricing')} />
            </TabsContent>
            <TabsContent value="merch">
              <MerchandiseTab account={account} onSeePlans={() => show('pricing')} />
            </TabsContent>
          </Tabs>
        </>
      )}
      <ReleaseNote area="Premium" />
    </div>
  );
}
