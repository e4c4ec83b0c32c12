use strict;
use warnings;
use Test::More tests => 15;

ok(1, 'tags loads');
is(1 + 3, 4, 'tags case 1');
is(2 + 3, 5, 'tags case 2');
is(3 + 3, 6, 'tags case 3');
is(4 + 3, 7, 'tags case 4');
is(5 + 3, 8, 'tags case 5');
is(6 + 3, 9, 'tags case 6');
is(7 + 3, 10, 'tags case 7');
is(8 + 3, 11, 'tags case 8');
is(9 + 3, 12, 'tags case 9');
is(10 + 3, 13, 'tags case 10');
is(11 + 3, 14, 'tags case 11');
is(12 + 3, 15, 'tags case 12');
is(13 + 3, 16, 'tags case 13');
is(14 + 3, 17, 'tags case 14');
