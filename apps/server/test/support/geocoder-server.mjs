// A Nominatim-compatible reverse geocoder for tests, in its own process: GET /reverse answers
// the answer on file for the nearest known point within 300 m (Nominatim's jsonv2 object, or
// Photon's GeoJSON when the request has no `format`), else Nominatim's "Unable to geocode".
// Prints "READY <port>". GET /calls lists the reverse requests so far, {query, accept_language,
// at}, in the order received; POST /fail makes every later answer a 502 until POST /heal.
import http from 'node:http';

/** Answers on file, in the shape Nominatim (jsonv2, addressdetails) gives for Vietnam. */
const KNOWN = [
  {
    lat: 20.9812,
    lon: 105.9853,
    vi: {
      display_name: 'Quốc lộ 5, Như Quỳnh, Huyện Văn Lâm, Tỉnh Hưng Yên, 17000, Việt Nam',
      address: {
        road: 'Quốc lộ 5',
        village: 'Như Quỳnh',
        county: 'Huyện Văn Lâm',
        state: 'Tỉnh Hưng Yên',
        postcode: '17000',
        country: 'Việt Nam',
        country_code: 'vn',
      },
    },
    en: {
      display_name: 'National Road 5, Nhu Quynh, Van Lam District, Hung Yen Province, Vietnam',
      address: {
        road: 'National Road 5',
        village: 'Nhu Quynh',
        county: 'Van Lam District',
        state: 'Hung Yen Province',
        country: 'Vietnam',
        country_code: 'vn',
      },
    },
  },
  {
    lat: 10.7769,
    lon: 106.7009,
    vi: {
      display_name: 'Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, 70000, Việt Nam',
      address: {
        road: 'Lê Lợi',
        quarter: 'Phường Bến Nghé',
        city_district: 'Quận 1',
        city: 'Thành phố Hồ Chí Minh',
        postcode: '70000',
        country: 'Việt Nam',
        country_code: 'vn',
      },
    },
    en: {
      display_name: 'Le Loi, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
      address: {
        road: 'Le Loi',
        quarter: 'Ben Nghe Ward',
        city_district: 'District 1',
        city: 'Ho Chi Minh City',
        country: 'Vietnam',
        country_code: 'vn',
      },
    },
  },
];

const metres = (a, b) => {
  const rad = Math.PI / 180;
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6_371_000;
};

let failing = false;
const calls = [];

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (req.method === 'POST' && (url.pathname === '/fail' || url.pathname === '/heal')) {
    failing = url.pathname === '/fail';
    res.end('ok');
    return;
  }
  if (url.pathname === '/calls') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(calls));
    return;
  }
  if (url.pathname !== '/reverse') {
    res.writeHead(404).end();
    return;
  }
  const query = Object.fromEntries(url.searchParams);
  calls.push({ query, accept_language: req.headers['accept-language'] ?? null, at: Date.now() });
  if (failing) {
    res.writeHead(502).end('Bad Gateway');
    return;
  }
  const at = { lat: Number(query.lat), lon: Number(query.lon) };
  const found = KNOWN.find((k) => metres(k, at) <= 300);
  const language = (query['accept-language'] ?? query.lang ?? 'vi').startsWith('en') ? 'en' : 'vi';
  const answer = found?.[language];
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (query.format === 'jsonv2') {
    res.end(JSON.stringify(answer ?? { error: 'Unable to geocode' }));
    return;
  }
  // Photon: GeoJSON, its own property names.
  const a = answer?.address;
  res.end(
    JSON.stringify({
      type: 'FeatureCollection',
      features: a
        ? [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [at.lon, at.lat] },
              properties: {
                name: a.road,
                street: a.road,
                district: a.village ?? a.quarter,
                county: a.county ?? a.city_district,
                state: a.state ?? a.city,
                country: a.country,
              },
            },
          ]
        : [],
    }),
  );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
