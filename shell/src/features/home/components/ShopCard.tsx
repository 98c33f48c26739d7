import { formatCount } from '@pepper/domain/numbers';
import { mutations, queries } from '@pepper/client';
import { Card } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Store } from 'lucide-react';

/** The partner shop opens in a new tab and registers a click; the count is then refreshed. */
export function ShopCard() {
  const config = useQuery(queries.config());
  const shopId = config.data?.shopId;
  const clicks = useQuery({ ...queries.clicks(shopId ?? ''), enabled: Boolean(shopId) });
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: () => mutations.registerClick(shopId!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.clicks(shopId!).queryKey }),
  });
  if (!config.data) return null;
  return (
    <Card className="flex items-center gap-3">
      <Store aria-hidden className="h-8 w-8 shrink-0 text-chili-700" />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold">Pepper seed and sauce shop</h2>
        <p className="text-xs text-ink-soft">
          Seeds, sauces and powders
          {/* A count only reads as a recommendation once readers have gone there. */}
          {clicks.data && clicks.data.clickCount > 0
            ? ` · ${formatCount(clicks.data.clickCount)} ${clicks.data.clickCount === 1 ? 'reader has' : 'readers have'} visited`
            : ''}
        </p>
      </div>
      <a
        href={config.data.shopUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => register.mutate()}
        className="inline-flex min-h-touch items-center gap-1 rounded-xl bg-stone-800 px-3 text-sm font-semibold text-white"
      >
        Visit shop <ExternalLink aria-hidden className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  );
}
