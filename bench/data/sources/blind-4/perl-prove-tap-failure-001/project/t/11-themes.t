use strict;
use warnings;
use Test::More tests => 13;

ok(1, 'themes loads');
is(1 + 11, 12, 'themes case 1');
is(2 + 11, 13, 'themes case 2');
is(3 + 11, 14, 'themes case 3');
is(4 + 11, 15, 'themes case 4');
is(5 + 11, 16, 'themes case 5');
is(6 + 11, 17, 'themes case 6');
is(7 + 11, 18, 'themes case 7');
is(8 + 11, 19, 'themes case 8');
is(9 + 11, 20, 'themes case 9');
is(10 + 11, 21, 'themes case 10');
is(11 + 11, 22, 'themes case 11');
is(12 + 11, 23, 'themes case 12');
