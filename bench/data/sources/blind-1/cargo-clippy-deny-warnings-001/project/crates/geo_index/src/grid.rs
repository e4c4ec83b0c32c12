use geo_units::Meters;

/// Points bucketed into square cells.
pub struct Grid {
    pub cell: Meters,
    pub cells: Vec<Vec<(Meters, Meters)>>,
    pub width: usize,
}

impl Grid {
    pub fn new(cell: Meters, width: usize) -> Self {
        Grid { cell, cells: vec![Vec::new(); width * width], width }
    }

    pub fn insert(&mut self, x: Meters, y: Meters) {
        let col = (x / self.cell) as usize;
        let row = (y / self.cell) as usize;
        if col < self.width && row < self.width {
            self.cells[row * self.width + col].push((x, y));
        }
    }

    /// Number of points in every cell, row by row.
    pub fn counts(&self) -> Vec<usize> {
        let cells = &self.cells;
        let mut out = Vec::with_capacity(cells.len());
        for i in 0..cells.len() {
            out.push(cells[i].len());
        }
        out
    }

    /// True when the cell at (`col`, `row`) exists.
    pub fn has_cell(&self, col: i64, row: i64) -> bool {
        let w = self.width as i64;
        col >= 0 && col < w && row >= 0 && row < w
    }

    pub fn from_points(cell: Meters, width: usize, pts: &[(Meters, Meters)]) -> Self {
        let mut g = Grid::new(cell, width);
        for &(x, y) in pts {
            g.insert(x, y);
        }
        return g;
    }
}

#[cfg(test)]
mod tests {
    use super::Grid;

    #[test]
    fn counts_one_point() {
        let mut g = Grid::new(10.0, 4);
        g.insert(5.0, 5.0);
        assert_eq!(g.counts()[0], 1);
    }
}
