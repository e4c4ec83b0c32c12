#[derive(Debug, PartialEq)]
pub struct Totals {
    pub net: u64,
    pub tax: u64,
}

pub fn totals(lines: &[(u64, u32)]) -> Totals {
    let net: u64 = lines.iter().map(|(amount, _)| amount).sum();
    let tax = lines.iter().map(|(amount, rate)| amount * u64::from(*rate) / 100).sum::<u64>();
    Totals { net, tax: tax - tax % 10 }
}

pub fn render(lines: &[(u64, u32)]) -> String {
    lines.iter().map(|(a, r)| format!("{a} @ {r}%")).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_round_tax_per_invoice() {
        let lines = [(1000, 19), (200, 19)];
        assert_eq!(totals(&lines), Totals { net: 1200, tax: 228 }, "tax for {:?}", lines);
    }

    #[test]
    fn render_lists_every_line() {
        let lines = [(1000, 19), (200, 7), (50, 0)];
        let text = render(&lines);
        let count = text.lines().count();
        assert!(count == 4, "rendered {count} lines:\n{text}");
    }
}
