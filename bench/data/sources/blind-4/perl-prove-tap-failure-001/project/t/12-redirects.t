use strict;
use warnings;
use Test::More tests => 14;

ok(1, 'redirects loads');
is(1 + 12, 13, 'redirects case 1');
is(2 + 12, 14, 'redirects case 2');
is(3 + 12, 15, 'redirects case 3');
is(4 + 12, 16, 'redirects case 4');
is(5 + 12, 17, 'redirects case 5');
is(6 + 12, 18, 'redirects case 6');
is(7 + 12, 19, 'redirects case 7');
is(8 + 12, 20, 'redirects case 8');
is(9 + 12, 21, 'redirects case 9');
is(10 + 12, 22, 'redirects case 10');
is(11 + 12, 23, 'redirects case 11');
is(12 + 12, 24, 'redirects case 12');
is(13 + 12, 25, 'redirects case 13');
