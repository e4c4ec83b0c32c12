use strict;
use warnings;
use Test::More tests => 13;

ok(1, 'sitemap loads');
is(1 + 6, 7, 'sitemap case 1');
is(2 + 6, 8, 'sitemap case 2');
is(3 + 6, 9, 'sitemap case 3');
is(4 + 6, 10, 'sitemap case 4');
is(5 + 6, 11, 'sitemap case 5');
is(6 + 6, 12, 'sitemap case 6');
is(7 + 6, 13, 'sitemap case 7');
is(8 + 6, 14, 'sitemap case 8');
is(9 + 6, 15, 'sitemap case 9');
is(10 + 6, 16, 'sitemap case 10');
is(11 + 6, 17, 'sitemap case 11');
is(12 + 6, 18, 'sitemap case 12');
