use strict;
use warnings;
use Test::More tests => 12;

ok(1, 'authors loads');
is(1 + 0, 1, 'authors case 1');
is(2 + 0, 2, 'authors case 2');
is(3 + 0, 3, 'authors case 3');
is(4 + 0, 4, 'authors case 4');
is(5 + 0, 5, 'authors case 5');
is(6 + 0, 6, 'authors case 6');
is(7 + 0, 7, 'authors case 7');
is(8 + 0, 8, 'authors case 8');
is(9 + 0, 9, 'authors case 9');
is(10 + 0, 10, 'authors case 10');
is(11 + 0, 11, 'authors case 11');
