module.exports = function icons11(props) {
  return { kind: 'icons', id: 11, props };
};
