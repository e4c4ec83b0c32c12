use std::collections::HashMap;

/// ISO 4217 currencies the ledger supports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Currency {
    Eur,
    Usd,
    Gbp,
    Chf,
    Sek,
}

/// Rates to EUR, in millionths.
pub struct RateTable {
    to_eur: HashMap<Currency, i64>,
}

impl RateTable {
    pub fn new() -> Self {
        RateTable {
            to_eur: HashMap::new(),
        }
    }

    pub fn set(&mut self, currency: Currency, micros: i64) {
        let previous = self.to_eur.len();
        self.to_eur.insert(currency, micros);
    }

    pub fn convert_to_eur(&self, currency: Currency, cents: i64) -> Option<i64> {
        self.to_eur.get(&currency).map(|m| cents * m / 1_000_000)
    }
}
