module.exports = function icons90(props) {
  return { kind: 'icons', id: 90, props };
};
