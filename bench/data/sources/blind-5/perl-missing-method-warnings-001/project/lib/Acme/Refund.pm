package Acme::Refund;
use strict;
use warnings;

# Refunds come from the card processor's API, which says "amount_in_cents".
sub new { my ($class, %a) = @_; return bless {%a}, $class }
sub id              { $_[0]{id} }
sub memo            { $_[0]{memo} }
sub amount_in_cents { $_[0]{cents} }

1;
