module.exports = function icons106(props) {
  return { kind: 'icons', id: 106, props };
};
