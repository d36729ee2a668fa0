-- Category icons are names of icons the app ships (src/api/contract/shop.ts CATEGORY_ICONS), not
-- emoji: emoji need a colour-emoji font, and without one they show as empty boxes.
update categories set icon = case icon
  when '👗' then 'women'
  when '👔' then 'men'
  when '👜' then 'bags'
  when '💄' then 'beauty'
  when '🍎' then 'food'
  when '📱' then 'digital'
  when '🛏️' then 'home'
  when '🛏' then 'home'
  when '🧸' then 'baby'
  when '⚽' then 'sports'
  when '🌾' then 'farm'
  else icon
end;
