//! A uniform grid index over points.
pub mod grid;
pub use grid::Grid;
