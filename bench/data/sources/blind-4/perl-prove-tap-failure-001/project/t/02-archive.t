use strict;
use warnings;
use Test::More tests => 14;

ok(1, 'archive loads');
is(1 + 2, 3, 'archive case 1');
is(2 + 2, 4, 'archive case 2');
is(3 + 2, 5, 'archive case 3');
is(4 + 2, 6, 'archive case 4');
is(5 + 2, 7, 'archive case 5');
is(6 + 2, 8, 'archive case 6');
is(7 + 2, 9, 'archive case 7');
is(8 + 2, 10, 'archive case 8');
is(9 + 2, 11, 'archive case 9');
is(10 + 2, 12, 'archive case 10');
is(11 + 2, 13, 'archive case 11');
is(12 + 2, 14, 'archive case 12');
is(13 + 2, 15, 'archive case 13');
