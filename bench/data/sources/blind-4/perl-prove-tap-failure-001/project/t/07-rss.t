use strict;
use warnings;
use Test::More tests => 14;

ok(1, 'rss loads');
is(1 + 7, 8, 'rss case 1');
is(2 + 7, 9, 'rss case 2');
is(3 + 7, 10, 'rss case 3');
is(4 + 7, 11, 'rss case 4');
is(5 + 7, 12, 'rss case 5');
is(6 + 7, 13, 'rss case 6');
is(7 + 7, 14, 'rss case 7');
is(8 + 7, 15, 'rss case 8');
is(9 + 7, 16, 'rss case 9');
is(10 + 7, 17, 'rss case 10');
is(11 + 7, 18, 'rss case 11');
is(12 + 7, 19, 'rss case 12');
is(13 + 7, 20, 'rss case 13');
