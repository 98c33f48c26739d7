import '../styles.css';
import { useSearchParams } from '@pepper/router';
import { PageFrame, SectionTab, SectionTabs, useTabInAddress } from '@pepper/ui';
import { PremiumContentCard } from '../components/PremiumContentCard';
import { useAccount } from '../components/useAccount';
import { PricingTab } from '../features/pricing/PricingTab';
import { PremiumRecipesTab } from '../features/recipes/PremiumRecipesTab';
import { GrowKitsTab } from '../features/shop/GrowKitsTab';
import { MerchandiseTab } from '../features/shop/MerchandiseTab';
import { OrderPlaced } from '../features/shop/OrderPlaced';

/** /premium: plans and payment, premium recipes, grow kits and merchandise; the open tab is in the address. */
export default function PremiumPage() {
  const account = useAccount();
  const [tab, show, linkTo] = useTabInAddress(['pricing', 'recipes', 'kits', 'merch']);
  const [params, setParams] = useSearchParams();
  // The payment page returns here with ?order=placed once the buyer has paid.
  const orderPlaced = params.get('order') === 'placed';

  return (
    <PageFrame area="Premium" title="Premium" subtitle="Recipes, kits and member prices">
      {/* Who is looking decides whether the members' card stands above the tabs: both wait for it, so the tabs never move down. */}
      {account.loading ? (
        <div role="status" aria-busy="true" className="min-h-[70vh]">
          <span className="sr-only">Loading…</span>
        </div>
      ) : orderPlaced ? (
        <OrderPlaced
          signedIn={account.signedIn}
          onDone={() => setParams(new URLSearchParams({ tab: 'kits' }), { replace: true })}
        />
      ) : (
        <>
          {!account.signedIn ? <PremiumContentCard /> : null}
          <SectionTabs label="Premium sections" value={tab} onValueChange={show} linkTo={linkTo}>
            <SectionTab value="pricing" title="Pricing">
              <PricingTab account={account} />
            </SectionTab>
            <SectionTab value="recipes" title="Premium Recipes">
              <PremiumRecipesTab account={account} onUpgrade={() => show('pricing')} />
            </SectionTab>
            <SectionTab value="kits" title="Grow Kits">
              <GrowKitsTab account={account} />
            </SectionTab>
            <SectionTab value="merch" title="Merchandise">
              <MerchandiseTab account={account} />
            </SectionTab>
          </SectionTabs>
        </>
      )}
    </PageFrame>
  );
}
