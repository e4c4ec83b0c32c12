module.exports = function icons79(props) {
  return { kind: 'icons', id: 79, props };
};
