module.exports = function icons40(props) {
  return { kind: 'icons', id: 40, props };
};
